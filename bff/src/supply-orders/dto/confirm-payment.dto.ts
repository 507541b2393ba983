import { IsString, Matches, MaxLength } from 'class-validator';

const MESSAGE = 'paymentIntentId must be a Stripe PaymentIntent id (pi_...)';

/** POST /api/supply-orders/{id}/confirm-payment */
export class ConfirmPaymentDto {
  @IsString({ message: MESSAGE })
  @MaxLength(255, { message: MESSAGE })
  @Matches(/^pi_[A-Za-z0-9_]+$/, { message: MESSAGE })
  paymentIntentId: string;
}
