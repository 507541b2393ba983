import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REASON_MAX } from './create-time-off-request.dto';
import { msg } from '../../i18n/message';

export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export class DecideTimeOffRequestDto {
  @IsIn(DECISIONS, { message: msg('validation.timeOffRequests.status') })
  status: Decision;

  /** Optional, a rejection's only (the service refuses one with an approval); blank means none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: msg('validation.common.reasonText') })
  @MaxLength(REASON_MAX, { message: msg('validation.common.reasonTooLong', { max: REASON_MAX }) })
  reason?: string | null;
}
