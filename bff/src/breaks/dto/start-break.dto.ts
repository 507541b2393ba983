import { IsIn } from 'class-validator';
import { IgnoredField } from '../../common/validators';
import { BREAK_TYPES, type BreakType } from '../break.entity';
import { msg } from '../../i18n/message';

/** Only the type counts: the date and start time come from the server's clock. */
export class StartBreakDto {
  @IsIn(BREAK_TYPES, { message: msg('validation.breaks.breakType') })
  breakType: BreakType;

  /** The spec's client sends the day and the time it started: accepted, never trusted. */
  @IgnoredField()
  date?: unknown;

  @IgnoredField()
  startTime?: unknown;
}
