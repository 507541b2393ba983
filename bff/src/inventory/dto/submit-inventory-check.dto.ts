import { ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsObject, IsOptional, ValidateBy } from 'class-validator';
import type { RequestPartName } from '../../openapi/response-types';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { CHECK_ALL_ITEMS } from '../inventory-items';
import { MAX_SHORTAGE_QUANTITY, UNIT_PATTERN } from '../shortage-lines';
import { msg } from '../../i18n/message';

/** A checklist item marked short: how many are needed, in what unit. */
export interface ShortageInput {
  itemName: string;
  /** A whole number, at least 1. */
  quantity: number;
  /** A word such as boxes or each. */
  unit?: string | null;
}

export class SubmitInventoryCheckDto {
  /** Optional: the check is always for the server's today; another date is refused. */
  @IsOptional()
  @IsCalendarDate({ message: msg('validation.common.dateParam') })
  date?: string;

  /** Item name -> ticked; checked against the daily checklist by the service. */
  @IsDefined({ message: CHECK_ALL_ITEMS })
  @IsObject({ message: CHECK_ALL_ITEMS })
  items: Record<string, unknown>;

  /** Lines as typed, or items marked short with a quantity. */
  @ApiPropertyOptional({
    description: 'Lines as typed, or items marked short with a quantity.',
    type: 'array',
    maxItems: 50,
    items: { oneOf: [{ type: 'string', maxLength: 200 }, { $ref: getSchemaPath('ShortageInput' satisfies RequestPartName) }] },
  })
  @IsOptional()
  @ValidateBy(
    { name: 'shortages', validator: { validate: (value) => shortagesProblem(value) === null } },
    { message: ({ value }) => shortagesProblem(value) ?? '' },
  )
  shortages?: Array<string | ShortageInput>;

  @IsOptional()
  @IsBoolean({ message: msg('validation.inventory.completed') })
  completed?: boolean;
}

const QUANTITY_MESSAGE = msg('validation.inventory.shortageQuantity', { max: MAX_SHORTAGE_QUANTITY.toLocaleString('en-US') });

/** Up to 50 shortages, each a line of at most 200 characters or an item with a quantity (one validator, one message per problem). */
function shortagesProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return msg('validation.inventory.shortagesNotList');
  if (value.length > 50) return msg('validation.inventory.tooManyShortages');
  for (const entry of value as unknown[]) {
    const problem = typeof entry === 'string' ? lineProblem(entry) : shortageProblem(entry);
    if (problem) return problem;
  }
  return null;
}

function lineProblem(line: string): string | null {
  return line.length > 200 ? 'A shortage line must be at most 200 characters' : null;
}

function shortageProblem(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return msg('validation.inventory.shortageShape');
  const { itemName, quantity, unit, ...rest } = entry as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return msg('validation.inventory.unknownShortageField', { field: extra.slice(0, 50) });
  if (typeof itemName !== 'string' || itemName.trim() === '') return msg('validation.inventory.shortageItemMissing');
  if (itemName.length > 200) return msg('validation.inventory.shortageItemTooLong');
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_SHORTAGE_QUANTITY) return QUANTITY_MESSAGE;
  if (unit !== undefined && unit !== null && (typeof unit !== 'string' || !(unit.trim() === '' || UNIT_PATTERN.test(unit.trim())))) {
    return msg('validation.inventory.shortageUnit');
  }
  return null;
}
