import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { msg } from '../../i18n/message';

export const DAY_OF_WEEK_MESSAGE = msg('validation.availability.dayOfWeek');
export const AVAILABLE_MESSAGE = msg('validation.availability.available');
export const NOTES_MAX = 500;

export class SaveAvailabilityDto {
  @IsDefined({ message: DAY_OF_WEEK_MESSAGE })
  @IsIn([0, 1, 2, 3, 4, 5, 6], { message: DAY_OF_WEEK_MESSAGE })
  dayOfWeek: number;

  @IsDefined({ message: AVAILABLE_MESSAGE })
  @IsBoolean({ message: AVAILABLE_MESSAGE })
  available: boolean;

  /** Optional; blank notes are stored as none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: msg('validation.common.notesText') })
  @MaxLength(NOTES_MAX, { message: msg('validation.availability.notesTooLong', { max: NOTES_MAX }) })
  notes?: string | null;
}
