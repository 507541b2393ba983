import { IsIn } from 'class-validator';
import { msg } from '../../i18n/message';

/** By hand: paid (cheque, transfer) or void. Card payments go through confirm-payment. */
export const ADMIN_INVOICE_STATUSES = ['paid', 'void'] as const;

export class UpdateInvoiceDto {
  @IsIn(ADMIN_INVOICE_STATUSES, { message: msg('validation.invoices.status') })
  status: (typeof ADMIN_INVOICE_STATUSES)[number];
}
