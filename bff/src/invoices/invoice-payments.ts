// Why a card payment cannot be confirmed: the messages of confirm-payment's refusals.
export const NOT_AWAITING_PAYMENT = 'This invoice is not awaiting payment';
export const PAYMENT_NOT_VERIFIED = 'The payment could not be verified with the payment provider';
export const PAYMENT_DOES_NOT_MATCH = 'The payment does not match this invoice';

/** The metadata every invoice PaymentIntent carries, so the webhook can route it back here. */
export function invoiceIntentMetadata(invoiceId: string): Record<string, string> {
  return { kind: 'invoice', invoiceId };
}
