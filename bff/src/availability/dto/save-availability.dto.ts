import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const DAY_OF_WEEK_MESSAGE = 'Day of week must be a whole number from 0 (Sunday) to 6 (Saturday)';
export const AVAILABLE_MESSAGE = 'Available must be true or false';
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
  @IsString({ message: 'Notes must be text' })
  @MaxLength(NOTES_MAX, { message: `Notes must be at most ${NOTES_MAX} characters` })
  notes?: string | null;
}
