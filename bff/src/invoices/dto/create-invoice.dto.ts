import { IsNotEmpty, IsOptional, IsString, IsUUID, ValidateBy } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { toCents } from '../../common/money';
import { RequiredText } from '../../common/validators';

const AMOUNT_MESSAGE = 'Amount must be a positive dollar amount with at most 2 decimals (e.g. 1250.00)';
/** numeric(12,2): at most 10 digits before the point. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** An admin's new invoice. The number, status and client notification are the server's. */
export class CreateInvoiceDto {
  @IsUUID('all', { message: 'Client is required' })
  clientId: string;

  @IsOptional()
  @IsUUID('all', { message: 'Job site must be a job site id' })
  jobSiteId?: string | null;

  @RequiredText('Description is required', 2000, 'Description')
  description: string;

  // class-validator runs a property's decorators bottom-up: "required" is checked first.
  @IsCalendarDate({ message: 'Due date must be a date written YYYY-MM-DD' })
  @IsNotEmpty({ message: 'Due date is required' })
  dueDate: string;

  /** A decimal string, never a float. */
  @ValidateBy(
    { name: 'isPositiveMoney', validator: { validate: (value) => typeof value === 'string' && AMOUNT.test(value) && toCents(value) > 0n } },
    { message: AMOUNT_MESSAGE },
  )
  @IsString({ message: AMOUNT_MESSAGE })
  @IsNotEmpty({ message: 'Amount is required' })
  amount: string;
}
