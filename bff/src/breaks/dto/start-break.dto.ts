import { IsIn } from 'class-validator';
import { IgnoredField } from '../../common/validators';
import { BREAK_TYPES, type BreakType } from '../break.entity';
import { OccurredAt } from '../../common/occurred-at';
import { msg } from '../../i18n/message';

/** The type, and when the break began if it was queued offline; else the date and start time are the server's. */
export class StartBreakDto {
  @IsIn(BREAK_TYPES, { message: msg('validation.breaks.breakType') })
  breakType: BreakType;

  /** The spec's client sends the day and the time it started: accepted, never trusted. */
  @IgnoredField()
  date?: unknown;

  @IgnoredField()
  startTime?: unknown;

  /** When the break began, for one queued on the device while offline and sent later (limits: `occurredAtOf`). */
  @OccurredAt()
  occurredAt?: string;
}

/** Ending a break: nothing, or when it ended if that was queued on the device while offline. */
export class EndBreakDto {
  @OccurredAt()
  occurredAt?: string;
}
