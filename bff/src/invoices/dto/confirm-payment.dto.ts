import { IsNotEmpty, IsString, Matches } from 'class-validator';

const MESSAGE = 'paymentIntentId must be a Stripe PaymentIntent id (pi_...)';

export class ConfirmPaymentDto {
  // Decorators run bottom-up: "required" first.
  @Matches(/^pi_[A-Za-z0-9_]{1,250}$/, { message: MESSAGE })
  @IsString({ message: MESSAGE })
  @IsNotEmpty({ message: 'paymentIntentId is required' })
  paymentIntentId: string;
}
