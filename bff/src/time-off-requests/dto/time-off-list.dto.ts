import { IsIn, IsOptional } from 'class-validator';
import { ListLimitDto } from '../../common/list-limit.dto';
import { TIME_OFF_STATUSES, type TimeOffStatus } from '../time-off-request.entity';
import { msg } from '../../i18n/message';

/** The admin's list: optionally one status, newest first, at most `limit` (a company files 20,000+ a year). */
export class TimeOffListDto extends ListLimitDto {
  @IsOptional()
  @IsIn(TIME_OFF_STATUSES, { message: msg('validation.timeOffRequests.statusFilter') })
  status?: TimeOffStatus;
}
