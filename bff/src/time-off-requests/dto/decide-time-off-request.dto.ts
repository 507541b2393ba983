import { IsIn } from 'class-validator';

export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export class DecideTimeOffRequestDto {
  @IsIn(DECISIONS, { message: 'Status must be approved or rejected' })
  status: Decision;
}
