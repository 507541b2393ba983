// Why a card payment cannot be confirmed: the messages of confirm-payment's refusals.
import { msg } from '../i18n/message';
export const NOT_AWAITING_PAYMENT = msg('errors.invoices.notAwaitingPayment');
export const PAYMENT_NOT_VERIFIED = msg('errors.invoices.paymentNotVerified');
export const PAYMENT_DOES_NOT_MATCH = msg('errors.invoices.paymentDoesNotMatch');

/** The metadata every invoice PaymentIntent carries, so the webhook can route it back here. */
export function invoiceIntentMetadata(invoiceId: string): Record<string, string> {
  return { kind: 'invoice', invoiceId };
}
