import { IsNotEmpty, IsOptional, IsString, IsUUID, ValidateBy } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { toCents } from '../../common/money';
import { RequiredText } from '../../common/validators';
import { msg } from '../../i18n/message';

const AMOUNT_MESSAGE = msg('validation.invoices.amount');
/** numeric(12,2): at most 10 digits before the point. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** An admin's new invoice. The number, status and client notification are the server's. */
export class CreateInvoiceDto {
  @IsUUID('all', { message: msg('validation.invoices.clientRequired') })
  clientId: string;

  @IsOptional()
  @IsUUID('all', { message: msg('validation.invoices.jobSiteId') })
  jobSiteId?: string | null;

  @RequiredText(msg('validation.common.descriptionRequired'), 2000, msg('validation.fields.description'))
  description: string;

  // class-validator runs a property's decorators bottom-up: "required" is checked first.
  @IsCalendarDate({ message: msg('validation.invoices.dueDate') })
  @IsNotEmpty({ message: msg('validation.invoices.dueDateRequired') })
  dueDate: string;

  /** A decimal string, never a float. */
  @ValidateBy(
    { name: 'isPositiveMoney', validator: { validate: (value) => typeof value === 'string' && AMOUNT.test(value) && toCents(value) > 0n } },
    { message: AMOUNT_MESSAGE },
  )
  @IsString({ message: AMOUNT_MESSAGE })
  @IsNotEmpty({ message: msg('validation.invoices.amountRequired') })
  amount: string;
}
