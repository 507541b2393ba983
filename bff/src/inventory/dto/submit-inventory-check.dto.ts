import { IsBoolean, IsDefined, IsObject, IsOptional, ValidateBy } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { CHECK_ALL_ITEMS } from '../inventory-items';

export class SubmitInventoryCheckDto {
  /** Optional: the check is always for the server's today; another date is refused. */
  @IsOptional()
  @IsCalendarDate({ message: 'date must be a date written YYYY-MM-DD' })
  date?: string;

  /** Item name -> ticked; checked against spec 9's list by the service. */
  @IsDefined({ message: CHECK_ALL_ITEMS })
  @IsObject({ message: CHECK_ALL_ITEMS })
  items: Record<string, unknown>;

  @IsOptional()
  @ValidateBy(
    { name: 'shortageLines', validator: { validate: (value) => shortagesProblem(value) === null } },
    { message: ({ value }) => shortagesProblem(value) ?? '' },
  )
  shortages?: string[];

  @IsOptional()
  @IsBoolean({ message: 'completed must be true or false' })
  completed?: boolean;
}

/** Up to 50 lines of text, each at most 200 characters (one validator, one message per problem). */
function shortagesProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Shortages must be a list of lines';
  if (value.length > 50) return 'At most 50 shortage lines';
  if (value.some((line) => typeof line !== 'string')) return 'Each shortage line must be text';
  if (value.some((line: string) => line.length > 200)) return 'A shortage line must be at most 200 characters';
  return null;
}
