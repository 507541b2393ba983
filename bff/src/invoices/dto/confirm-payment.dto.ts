import { IsNotEmpty, IsString, Matches } from 'class-validator';

const MESSAGE = 'paymentIntentId must be a Stripe PaymentIntent id (pi_...)';

export class ConfirmPaymentDto {
  @IsNotEmpty({ message: 'paymentIntentId is required' })
  @IsString({ message: MESSAGE })
  @Matches(/^pi_[A-Za-z0-9_]{1,250}$/, { message: MESSAGE })
  paymentIntentId: string;
}
