import type { OutboxItem } from 'shell/sdk';

import { clockState } from './clockState';

let seq = 0;
const item = (kind: OutboxItem['kind'], body: Record<string, unknown> = {}, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id: `item-${++seq}`,
  person: 'me',
  seq,
  kind,
  actedAt: `2026-11-27T07:4${seq % 10}:00.000Z`,
  request: { url: '/x', method: 'POST', body },
  invalidates: [],
  ...extra,
});

const NOTHING = { entry: null, activeBreak: null };

describe('clockState', () => {
  it('is the server’s state when nothing waits', () => {
    const state = clockState(
      { entry: { clockIn: '2026-11-27T07:00:00.000Z', jobSiteId: 's1' }, activeBreak: { id: 'b1', breakType: 'meal', startTime: '2026-11-27T11:00:00.000Z' } },
      [],
    );
    expect(state).toEqual({
      entry: { clockIn: '2026-11-27T07:00:00.000Z', jobSiteId: 's1', waiting: false },
      activeBreak: { breakType: 'meal', startTime: '2026-11-27T11:00:00.000Z', waiting: false, end: { breakId: 'b1' } },
      jobStarted: null,
    });
  });

  it('plays the person’s waiting punches on top: clocked in, on a break ended by its waiting start, then clocked out', () => {
    const clockIn = item('clockIn', { jobSiteId: 's2', occurredAt: '2026-11-27T07:42:00.000Z' });
    const startBreak = item('startBreak', { breakType: 'break', occurredAt: '2026-11-27T09:00:00.000Z' });
    expect(clockState(NOTHING, [clockIn, startBreak])).toEqual({
      entry: { clockIn: '2026-11-27T07:42:00.000Z', jobSiteId: 's2', waiting: true },
      activeBreak: { breakType: 'break', startTime: '2026-11-27T09:00:00.000Z', waiting: true, end: { afterItem: startBreak.id } },
      jobStarted: null,
    });
    expect(clockState(NOTHING, [clockIn, startBreak, item('endBreak')]).activeBreak).toBeNull();
    expect(clockState(NOTHING, [clockIn, startBreak, item('clockOut')])).toEqual({ entry: null, activeBreak: null, jobStarted: null });
  });

  it('ignores refused items and a foreman’s punches for a crew worker', () => {
    const state = clockState(NOTHING, [item('clockIn', {}, { refusal: 'No' }), item('clockIn', { userId: 'worker-1' })]);
    expect(state.entry).toBeNull();
  });

  it('a waiting Start Job clocks in at the foreman’s site; a waiting End Job clocks out', () => {
    const start = item('startJob');
    expect(clockState(NOTHING, [start], 's9')).toMatchObject({ entry: { jobSiteId: 's9', waiting: true, clockIn: start.actedAt }, jobStarted: true });
    expect(clockState(NOTHING, [start, item('endJob')], 's9')).toMatchObject({ entry: null, jobStarted: false });
  });
});
