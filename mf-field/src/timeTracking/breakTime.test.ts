import { minutesLabel, runningTime } from './breakTime';

it('shows the running time as m:ss, then h:mm:ss', () => {
  expect(runningTime(0)).toBe('0:00');
  expect(runningTime(65_900)).toBe('1:05');
  expect(runningTime(3_725_000)).toBe('1:02:05');
  expect(runningTime(-5)).toBe('0:00');
});

it('labels whole minutes', () => {
  expect(minutesLabel(1)).toBe('1 minute');
  expect(minutesLabel(17)).toBe('17 minutes');
  expect(minutesLabel(0)).toBe('0 minutes');
});
