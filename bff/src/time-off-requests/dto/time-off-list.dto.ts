import { IsIn, IsOptional } from 'class-validator';
import { TIME_OFF_STATUSES, type TimeOffStatus } from '../time-off-request.entity';

export class TimeOffListDto {
  @IsOptional()
  @IsIn(TIME_OFF_STATUSES, { message: 'status must be one of pending, approved, rejected' })
  status?: TimeOffStatus;
}
