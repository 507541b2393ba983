// The Time Clock card of a worker's and a foreman's dashboard: mf_field's TimeClockCard, loaded
// only once the first screen has rendered (the dashboard is judged on a slow phone, and the
// federation runtime, the remote's entry and the card's code would otherwise weigh on its first
// paint), into a space of fixed height reserved from the first render, so nothing moves when it
// arrives. Until then the sdk's loading placeholder; a remote that is down shows as on any remote
// page (RemotePage's error boundary), in this space.
import { useEffect, useState } from 'react';

import { RemotePage } from '../federation/RemotePage';
import { useT } from '../messages';
import { ListSkeleton } from '../sdk/ListSkeleton';
import { SurfaceCard } from '../sdk/SurfaceCard';

/** The card's height: TimeClockCard's tallest state (running time, site, break, two buttons) at 375 px. */
export const TIME_CLOCK_HEIGHT = 256;

const slotStyle = { display: 'flex', flexDirection: 'column', minHeight: TIME_CLOCK_HEIGHT } as const;

function TimeClockPlaceholder() {
  const { t } = useT();
  return (
    <SurfaceCard title={t('dashboard.timeClock')} style={{ flex: 1 }}>
      <ListSkeleton rows={2} label={t('dashboard.timeClockLoading')} />
    </SurfaceCard>
  );
}

/** Waits for the browser to be idle after the first render (a timer where idle callbacks are missing). */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

export function TimeClockSlot() {
  const ready = useAfterFirstScreen();
  return (
    <div className="time-clock-slot" style={slotStyle}>
      {ready ? <RemotePage remote="mf_field" module="./TimeClockCard" plain fallback={<TimeClockPlaceholder />} /> : <TimeClockPlaceholder />}
    </div>
  );
}
