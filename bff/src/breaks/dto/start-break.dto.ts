import { IsIn } from 'class-validator';
import { IgnoredField } from '../../common/validators';
import { BREAK_TYPES, type BreakType } from '../break.entity';

/** Only the type counts: the date and start time come from the server's clock. */
export class StartBreakDto {
  @IsIn(BREAK_TYPES, { message: 'Break type must be break or meal' })
  breakType: BreakType;

  /** The spec's client sends the day and the time it started: accepted, never trusted. */
  @IgnoredField()
  date?: unknown;

  @IgnoredField()
  startTime?: unknown;
}
