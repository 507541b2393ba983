import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

export const ANSWERS = ['confirmed', 'declined'] as const;
export type AppointmentAnswer = (typeof ANSWERS)[number];

const SCHEDULED_REQUIRED = 'Scheduled date is required to confirm a request';
const trimToNull = Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** An admin's answer: confirmed with a scheduled date (and notes), or declined (with notes). */
export class AnswerAppointmentRequestDto {
  @IsIn(ANSWERS, { message: 'Status must be confirmed or declined' })
  status: AppointmentAnswer;

  @ValidateIf((body: AnswerAppointmentRequestDto) => body.status === 'confirmed' || (body.scheduledDate !== undefined && body.scheduledDate !== null))
  // Decorators run bottom-up: "required" first.
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'Scheduled date must be a date and time (ISO 8601)' })
  @IsString({ message: SCHEDULED_REQUIRED })
  scheduledDate?: string | null;

  @trimToNull
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes?: string | null;
}
