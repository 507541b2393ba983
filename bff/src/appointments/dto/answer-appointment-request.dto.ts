import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { msg } from '../../i18n/message';

export const ANSWERS = ['confirmed', 'declined'] as const;
export type AppointmentAnswer = (typeof ANSWERS)[number];

const SCHEDULED_REQUIRED = msg('validation.appointments.scheduledRequired');
const trimToNull = Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** An admin's answer: confirmed with a scheduled date (and notes), or declined (with notes). */
export class AnswerAppointmentRequestDto {
  @IsIn(ANSWERS, { message: msg('validation.appointments.status') })
  status: AppointmentAnswer;

  @ValidateIf((body: AnswerAppointmentRequestDto) => body.status === 'confirmed' || (body.scheduledDate !== undefined && body.scheduledDate !== null))
  // Decorators run bottom-up: "required" first.
  @IsISO8601({ strict: true, strictSeparator: true }, { message: msg('validation.appointments.scheduledDate') })
  @IsString({ message: SCHEDULED_REQUIRED })
  scheduledDate?: string | null;

  @trimToNull
  @IsOptional()
  @IsString({ message: msg('validation.common.notesText') })
  @MaxLength(2000, { message: msg('validation.appointments.notesTooLong') })
  notes?: string | null;
}
