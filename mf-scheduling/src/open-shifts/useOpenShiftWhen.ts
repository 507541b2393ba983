import { formatDate, formatTime } from 'shell/sdk';

import { useT } from '../messages';
import type { OpenShift } from './openShiftsApi';

/** An open shift's day and hours, a night shift's end marked as the next day's. */
export function useOpenShiftWhen() {
  const { t } = useT();
  return (shift: Pick<OpenShift, 'date' | 'startTime' | 'endTime'>) =>
    t(shift.endTime <= shift.startTime ? 'openShifts.whenNextDay' : 'openShifts.when', {
      date: formatDate(shift.date),
      start: formatTime(shift.startTime),
      end: formatTime(shift.endTime),
    });
}
