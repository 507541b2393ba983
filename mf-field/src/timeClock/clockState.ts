// What the time clock shows: the server's last known state (the open entry, the running break) with
// the person's own punches and breaks still waiting in the outbox played on top, so a worker who
// clocked in offline sees "Clocked in (waiting to send)" and can take a break and clock out. Items
// the server refused change nothing (they are shown in Waiting to send); a foreman's punch for a
// crew worker (`userId`) is not the person's own clock.
import { type OutboxItem, useOutbox } from 'shell/sdk';

import { type EndBreakArg, useGetMyJobSiteQuery, useGetTodayBreaksQuery } from '../fieldApi';
import type { BreakType } from '../fieldTypes';
import { useGetCurrentTimeEntryQuery } from './timeClockApi';

export interface ShownEntry {
  clockIn: string;
  jobSiteId: string | null;
  /** Made offline, not sent yet. */
  waiting: boolean;
}

export interface ShownBreak {
  breakType: BreakType;
  startTime: string;
  waiting: boolean;
  /** How to end it: by the server's id, or after its waiting start. */
  end: EndBreakArg;
}

export interface ClockState {
  entry: ShownEntry | null;
  activeBreak: ShownBreak | null;
  /** A Start Job or End Job of the person still waiting: the job's state as it will be. */
  jobStarted: boolean | null;
}

interface ServerClock {
  entry: { clockIn: string; jobSiteId: string | null } | null;
  activeBreak: { id: string; breakType: BreakType; startTime: string } | null;
}

const bodyOf = (item: OutboxItem) => (item.request.body ?? {}) as { userId?: string; jobSiteId?: string; breakType?: BreakType; occurredAt?: string };

export function clockState(server: ServerClock, items: readonly OutboxItem[], mySiteId: string | null = null): ClockState {
  let entry: ShownEntry | null = server.entry ? { ...server.entry, waiting: false } : null;
  let activeBreak: ShownBreak | null = server.activeBreak
    ? { breakType: server.activeBreak.breakType, startTime: server.activeBreak.startTime, waiting: false, end: { breakId: server.activeBreak.id } }
    : null;
  let jobStarted: boolean | null = null;
  for (const item of items) {
    const body = bodyOf(item);
    if (item.refusal || body.userId) continue;
    const at = body.occurredAt ?? item.actedAt;
    switch (item.kind) {
      case 'clockIn':
        entry = { clockIn: at, jobSiteId: body.jobSiteId ?? null, waiting: true };
        break;
      case 'startJob':
        entry = entry ?? { clockIn: at, jobSiteId: mySiteId, waiting: true };
        jobStarted = true;
        break;
      case 'clockOut':
      case 'endJob':
        entry = null;
        activeBreak = null;
        if (item.kind === 'endJob') jobStarted = false;
        break;
      case 'startBreak':
        activeBreak = { breakType: body.breakType ?? 'break', startTime: at, waiting: true, end: { afterItem: item.id } };
        break;
      case 'endBreak':
        activeBreak = null;
        break;
      default:
        break;
    }
  }
  return { entry, activeBreak, jobStarted };
}

/** The person's clock as it will be once what waits is sent (TimeClockCard, Time Tracking). */
export function useClockState({ withJob = false }: { withJob?: boolean } = {}): ClockState & { isLoading: boolean } {
  const current = useGetCurrentTimeEntryQuery();
  const breaks = useGetTodayBreaksQuery();
  const mySite = useGetMyJobSiteQuery(undefined, { skip: !withJob });
  const items = useOutbox();
  const serverBreak = (breaks.data ?? []).find((item) => item.endTime === null) ?? null;
  const server: ServerClock = { entry: current.data?.entry ?? null, activeBreak: serverBreak };
  return { ...clockState(server, items, mySite.data?.site?.id ?? null), isLoading: current.isLoading };
}
