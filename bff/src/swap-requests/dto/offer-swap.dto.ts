import { IsDefined, IsUUID } from 'class-validator';
import { msg } from '../../i18n/message';

/** POST /api/schedules/{id}/swap-requests: the coworker offered the shift. */
export class OfferSwapDto {
  @IsDefined({ message: msg('validation.swapRequests.toUserRequired') })
  @IsUUID('all', { message: msg('validation.swapRequests.toUserFromList') })
  toUserId: string;
}
