import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { msg } from '../../i18n/message';

const MESSAGE = msg('validation.common.paymentIntentId');

export class ConfirmPaymentDto {
  // Decorators run bottom-up: "required" first.
  @Matches(/^pi_[A-Za-z0-9_]{1,250}$/, { message: MESSAGE })
  @IsString({ message: MESSAGE })
  @IsNotEmpty({ message: msg('validation.common.paymentIntentIdRequired') })
  paymentIntentId: string;
}
