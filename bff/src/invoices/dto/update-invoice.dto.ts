import { IsIn } from 'class-validator';

/** By hand: paid (cheque, transfer) or void. Card payments go through confirm-payment. */
export const ADMIN_INVOICE_STATUSES = ['paid', 'void'] as const;

export class UpdateInvoiceDto {
  @IsIn(ADMIN_INVOICE_STATUSES, { message: 'Status must be paid or void' })
  status: (typeof ADMIN_INVOICE_STATUSES)[number];
}
