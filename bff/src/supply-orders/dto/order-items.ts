import { applyDecorators } from '@nestjs/common';
import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import type { RequestPartName } from '../../openapi/response-types';
import type { OrderLineRequest } from '../price-comparison';
import { msg } from '../../i18n/message';

export const ITEMS_MESSAGE = msg('validation.supplyOrders.items');
export const MAX_ITEMS = 100;
export const MAX_QUANTITY = 10_000;
const QUANTITY_MESSAGE = msg('validation.supplyOrders.quantity', { max: MAX_QUANTITY.toLocaleString('en-US') });

/**
 * The spec's item names as typed, one per line (blank lines are dropped by the service; 1 of each),
 * or `{ itemName, quantity }`. One validator, so each problem gets its own message; the document
 * says the same (`oneOf`, which the Swagger plugin cannot read from the union type).
 */
export function OrderItems(): PropertyDecorator {
  return applyDecorators(
    ValidateBy(
      { name: 'orderItems', validator: { validate: (value) => orderItemsProblem(value) === null } },
      { message: ({ value }) => orderItemsProblem(value) ?? '' },
    ),
    ApiProperty({
      description: 'Item names as typed (1 of each), or items with their quantity.',
      type: 'array',
      maxItems: MAX_ITEMS,
      items: { oneOf: [{ type: 'string', maxLength: 200 }, { $ref: getSchemaPath('OrderLineRequest' satisfies RequestPartName) }] },
    }),
  );
}

function orderItemsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return ITEMS_MESSAGE;
  if (value.length > MAX_ITEMS) return msg('validation.supplyOrders.tooManyItems', { max: MAX_ITEMS });
  for (const item of value as unknown[]) {
    const problem = typeof item === 'string' ? nameProblem(item) : lineProblem(item);
    if (problem) return problem;
  }
  return null;
}

function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return ITEMS_MESSAGE;
  return name.length > 200 ? msg('validation.supplyOrders.itemNameTooLong') : null;
}

function lineProblem(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return ITEMS_MESSAGE;
  const { itemName, quantity, ...rest } = item as Partial<OrderLineRequest>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return msg('validation.supplyOrders.unknownItemField', { field: extra.slice(0, 50) });
  if (typeof itemName !== 'string' || itemName.trim() === '') return msg('validation.supplyOrders.itemNameMissing');
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return QUANTITY_MESSAGE;
  return nameProblem(itemName);
}
