import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REASON_MAX } from './create-time-off-request.dto';

export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export class DecideTimeOffRequestDto {
  @IsIn(DECISIONS, { message: 'Status must be approved or rejected' })
  status: Decision;

  /** Optional, a rejection's only (the service refuses one with an approval); blank means none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Reason must be text' })
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  reason?: string | null;
}
