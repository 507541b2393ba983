import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

export const ITEMS_MESSAGE = 'Items must be a list of item names';
export const MAX_ITEMS = 100;

/** A list of item names as typed, one per line (blank lines are dropped by the service). */
export function OrderItems(): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: ITEMS_MESSAGE }),
    ArrayMaxSize(MAX_ITEMS, { message: `An order can have at most ${MAX_ITEMS} items` }),
    IsString({ each: true, message: ITEMS_MESSAGE }),
    MaxLength(200, { each: true, message: 'Each item name must be at most 200 characters' }),
  );
}
