// The messages of the two conflicts that refuse a shift (a 409 for one shift, a skipped
// occurrence of a series), and a shift's times as a notification's arguments.
import { type MessageArgs, msg, ref } from '../i18n/message';
import type { User } from '../users/user.entity';
import type { ScheduleFields } from './schedules.repository';

/** Whom a shift names: the worker as loaded, or as the shift's JSON names them. */
export type Person = Pick<User, 'id' | 'firstName' | 'lastName'>;

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;

/** schedules_no_overlap refused the shift: `other` is the worker's shift in the way. */
export function overlapMessage(worker: Person, other: Pick<ScheduleFields, 'date' | 'startTime' | 'endTime'>): string {
  return msg('errors.schedules.overlaps', {
    name: fullName(worker),
    start: { $time: other.startTime },
    end: { $time: other.endTime },
    day: { $day: other.date },
  });
}

/** Approved time off covers the shift's date. */
export function timeOffMessage(worker: Person, date: string, timeOff: { startDate: string; endDate: string }): string {
  return msg('errors.schedules.onTimeOff', { name: fullName(worker), day: { $day: date }, range: { $dayRange: [timeOff.startDate, timeOff.endDate] } });
}

/** A shift's day and times as a notification's arguments, formatted in each reader's language. */
export function shiftTimes(fields: Pick<ScheduleFields, 'date' | 'meetTime' | 'startTime'>): MessageArgs {
  return { day: { $day: fields.date }, meet: { $time: fields.meetTime }, start: { $time: fields.startTime } };
}

/** A shift's site, day and hours as a notification's arguments (an open shift, a swapped one); a site gone is "the job site". */
export function shiftPlaceArgs(shift: { jobSite: { name: string } | null; date: string; startTime: string; endTime: string }): MessageArgs {
  return {
    site: shift.jobSite?.name ?? ref('notifications.schedules.theJobSite'),
    day: { $day: shift.date },
    start: { $time: shift.startTime },
    end: { $time: shift.endTime },
  };
}

/**
 * The notices to the coworkers whose open swap request went with a deleted shift of `worker`'s
 * (the cascade closes the request; nobody else would tell them).
 */
export function swapClosedNotices(
  worker: Pick<User, 'firstName' | 'lastName'> | null,
  deleted: ReadonlyArray<{ id: string; date: string; swapPartnerId: string | null }>,
) {
  // Only a worker's own shift is ever offered, so a shift read without its worker has no request.
  return deleted.flatMap(({ id, date, swapPartnerId }) =>
    swapPartnerId && worker
      ? [
          {
            userId: swapPartnerId,
            title: msg('notifications.swapRequests.shiftRemoved.title'),
            message: msg('notifications.swapRequests.shiftRemoved.message', { name: fullName(worker), day: { $day: date } }),
            subject: { kind: 'shift' as const, id },
          },
        ]
      : [],
  );
}
