// For tests: a check's answer with nothing to warn of or refuse; each test spreads it and sets what it needs.
import type { ScheduleCheck } from './schedulingApi';

export const nothingToWarn: ScheduleCheck = {
  availability: null,
  sameDayShifts: [],
  approvedTimeOff: null,
  pendingTimeOff: null,
  overlapping: null,
  weekMinutes: 0,
  overtimeMinutes: 0,
  noDayOfRest: false,
  unavailable: false,
  warnings: [],
};
