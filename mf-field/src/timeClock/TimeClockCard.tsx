// The Time Clock card on a worker's and a foreman's dashboard (exposed as mf_field/TimeClockCard):
// Clock In at a site (today's preselected, any active one selectable), then the running time, the
// site, the current break and Clock Out; a foreman whose job is in progress also gets End Job,
// which clocks out. The browser's location is asked at each punch (punchLocation.ts). Plain markup
// and the shell's CSS, no antd: it loads on the dashboard, a phone's first screen, and fills the
// space of fixed height the shell reserves for it (a flex item of that space). Offline it shows the
// last known state and takes punches into the sdk's outbox, shown as they will be (clockState.ts).
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ErrorNotice, notify, notifyError, notifyWaiting, OfflineNotice, SurfaceCard, useCurrentUser, useReadError } from 'shell/sdk';

import { formatClock } from '../clock';
import { useEndJobMutation, useGetMyJobSiteQuery } from '../fieldApi';
import { useT } from '../messages';
import { askLocation, type PunchFix } from './punchLocation';
import { useClockState } from './clockState';
import { type ClockSites, useClockInMutation, useClockOutMutation, useGetClockSitesQuery, useGetCurrentTimeEntryQuery } from './timeClockApi';
import { workedTime } from './workedTime';

const styles = {
  body: { display: 'flex', flexDirection: 'column' as const, gap: 8 },
  timerRow: { display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' as const },
  timer: { fontSize: '2rem', fontWeight: 700, lineHeight: '40px', fontVariantNumeric: 'tabular-nums' },
  line: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const },
  actions: { display: 'flex', flexWrap: 'wrap' as const, gap: 8 },
} as const;

type Punch = 'in' | 'out' | 'endJob';
/** Which punch is on its way (its button shows it), or none. */
type Busy = Punch | null;

interface PunchButtonProps {
  kind: Punch;
  primary?: boolean;
  block?: boolean;
  busy: Busy;
  onPunch: (kind: Punch) => void;
  children: ReactNode;
}

/** A punch's button: busy while its punch is on its way, and every punch disabled meanwhile. */
function PunchButton({ kind, primary, block, busy, onPunch, children }: PunchButtonProps) {
  const className = `btn${primary ? ' btn-primary' : ''}${block ? ' btn-block' : ''}`;
  return (
    <button type="button" className={className} aria-busy={busy === kind} disabled={busy !== null} onClick={() => onPunch(kind)}>
      {children}
    </button>
  );
}

function RunningTime({ since }: { since: string }) {
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="timer" aria-label={t('timeClock.workedTime')} style={styles.timer}>
      {workedTime(now - new Date(since).getTime())}
    </span>
  );
}

/** The punch's location as the API takes it: nothing when the browser gave none. */
const located = (fix: PunchFix | null): Partial<PunchFix> => fix ?? {};

function siteName(sites: ClockSites | undefined, entry: { jobSiteId: string | null }): string | null {
  return sites?.sites.find((site) => site.id === entry.jobSiteId)?.name ?? null;
}

export default function TimeClockCard() {
  const { t } = useT();
  const selectId = useId();
  const { user } = useCurrentUser();
  const isForeman = user?.role === 'foreman';
  const current = useGetCurrentTimeEntryQuery();
  const sites = useGetClockSitesQuery();
  const mySite = useGetMyJobSiteQuery(undefined, { skip: !isForeman });
  const { entry, activeBreak, jobStarted } = useClockState({ withJob: isForeman });
  const [clockIn] = useClockInMutation();
  const [clockOut] = useClockOutMutation();
  const [endJob] = useEndJobMutation();
  const [chosenSiteId, setChosenSiteId] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const loadError = useReadError(t('timeClock.loadFailed'), current, sites);

  const siteId = chosenSiteId ?? sites.data?.scheduledSiteId ?? '';
  const jobInProgress = isForeman && (jobStarted ?? (!!mySite.data?.jobStartedAt && !mySite.data.jobEndedAt)) && entry !== null;

  /** Asks where the person is, then punches; a location refused or too slow still punches. */
  async function punch(kind: Punch) {
    setBusy(kind);
    try {
      const fix = await askLocation();
      const withoutLocation = fix ? '' : ` ${t('timeClock.noLocation')}`;
      if (kind === 'in') {
        const opened = await clockIn({ ...located(fix), ...(siteId ? { jobSiteId: siteId } : {}) }).unwrap();
        if (!opened.sent) return notifyWaiting();
        notify({ title: t('timeClock.clockedIn'), description: t('timeClock.clockedInText', { time: formatClock(opened.answer.clockIn) }) + withoutLocation });
      } else if (kind === 'out') {
        const closed = await clockOut(located(fix)).unwrap();
        if (!closed.sent) return notifyWaiting();
        notify({
          title: t('timeClock.clockedOut'),
          description: t('timeClock.clockedOutText', { time: formatClock(closed.answer.clockOut) }) + withoutLocation,
        });
      } else {
        const ended = await endJob(located(fix)).unwrap();
        if (!ended.sent) return notifyWaiting();
        notify({
          title: t('jobSite.ended'),
          description: t('jobSite.endedText', { site: ended.answer.site.name, time: formatClock(ended.answer.endedAt) }) + withoutLocation,
        });
      }
    } catch (error) {
      notifyError(error, t(kind === 'in' ? 'timeClock.clockInFailed' : kind === 'out' ? 'timeClock.clockOutFailed' : 'jobSite.endFailed'));
    } finally {
      setBusy(null);
    }
  }

  const punchButton = { busy, onPunch: (kind: Punch) => void punch(kind) };

  return (
    <SurfaceCard title={t('timeClock.title')} loading={current.isLoading || sites.isLoading} style={{ flex: 1 }}>
      <OfflineNotice reads={[current, sites]} style={{ margin: '0 0 8px' }} />
      {loadError ? (
        <ErrorNotice description={loadError} />
      ) : entry ? (
        <div style={styles.body}>
          <div style={styles.timerRow}>
            <RunningTime since={entry.clockIn} />
            <span className="text-secondary">{t(entry.waiting ? 'timeClock.sinceWaiting' : 'timeClock.since', { time: formatClock(entry.clockIn) })}</span>
          </div>
          <p style={styles.line}>
            <strong>{siteName(sites.data, entry) ?? t('timeClock.noSite')}</strong>
          </p>
          <p style={styles.line} className="text-secondary">
            {activeBreak
              ? t(activeBreak.waiting ? 'timeClock.onBreakWaiting' : 'timeClock.onBreak', {
                  type: t(`timeTracking.type.${activeBreak.breakType}`),
                  time: formatClock(activeBreak.startTime),
                })
              : t('timeClock.noBreak')}
          </p>
          <div style={styles.actions}>
            {jobInProgress && (
              <PunchButton kind="endJob" primary {...punchButton}>
                {t('jobSite.endJob')}
              </PunchButton>
            )}
            <PunchButton kind="out" primary={!jobInProgress} {...punchButton}>
              {t('timeClock.clockOut')}
            </PunchButton>
          </div>
        </div>
      ) : (
        <div style={styles.body}>
          <label className="form-field-label" htmlFor={selectId} style={{ paddingBottom: 0 }}>
            {t('timeClock.site')}
          </label>
          <select id={selectId} className="text-input" value={siteId} onChange={(event) => setChosenSiteId(event.target.value)} disabled={busy !== null}>
            <option value="">{t('timeClock.noSite')}</option>
            {(sites.data?.sites ?? []).map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
          <PunchButton kind="in" primary block {...punchButton}>
            {t('timeClock.clockIn')}
          </PunchButton>
        </div>
      )}
      <span className="visually-hidden" role="status">
        {busy ? t('timeClock.working') : ''}
      </span>
    </SurfaceCard>
  );
}
