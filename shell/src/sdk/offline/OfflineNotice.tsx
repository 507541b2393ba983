// The line a page shows while it cannot reach the server: "Offline: showing what was loaded at
// 7:42 AM", the oldest of its reads' load times (an answer kept on the device, or one loaded before
// the connection went). Shown while offline, and while any of the page's reads is still an answer
// from the device. Plain markup (.offline-notice in index.html): My Schedule and the dashboard's
// Time Clock card load no antd.
import type { CSSProperties } from 'react';

import { isApiError } from '../errors';
import { formatDate, formatTime } from '../format';
import { sdkMessages } from '../messages';
import { todayIso } from '../today';
import { useIsOffline } from './connection';
import { deviceLoadedAt } from './deviceReads';

/** The part of an RTK Query hook's result the notice reads. */
export interface OfflineRead {
  data?: unknown;
  requestId?: string;
  fulfilledTimeStamp?: number;
  isError?: boolean;
  error?: unknown;
}

const isNetworkError = (error: unknown) => isApiError(error) && error.status === 'FETCH_ERROR';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** When the shown data was loaded: the oldest of the reads', or undefined when none has data. */
export function loadedAtOf(reads: readonly OfflineRead[]): number | undefined {
  const times = reads
    .filter((read) => read.data !== undefined)
    .map((read) => deviceLoadedAt(read.requestId) ?? read.fulfilledTimeStamp)
    .filter((time): time is number => typeof time === 'number');
  return times.length > 0 ? Math.min(...times) : undefined;
}

export function OfflineNotice({ reads, style }: { reads: readonly OfflineRead[]; style?: CSSProperties }) {
  const { t } = sdkMessages.useT();
  const offline = useIsOffline();
  const fromDevice = reads.some((read) => deviceLoadedAt(read.requestId) !== undefined);
  const failed = reads.some((read) => read.isError && isNetworkError(read.error));
  if (!offline && !fromDevice && !failed) return null;
  const loadedAt = loadedAtOf(reads);
  let text = t('offline.nothingKept');
  if (loadedAt !== undefined) {
    const when = new Date(loadedAt);
    const time = formatTime(`${pad(when.getHours())}:${pad(when.getMinutes())}`);
    const day = todayIso(when);
    text = day === todayIso() ? t('offline.showing', { time }) : t('offline.showingOn', { date: formatDate(day), time });
  }
  return (
    <p className="offline-notice" role="status" style={style}>
      {text}
    </p>
  );
}
