// My Job Site's crew clock: the workers scheduled today at the foreman's sites, each with their
// clock, and Clock In / Clock Out for each (the same punches, with the worker's `userId`; the
// server allows only a worker of this crew). The location asked is the foreman's, who punches.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatTime, notify, notifyError, notifyWaiting, OfflineNotice, useReadError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useT } from '../messages';
import { askLocation } from './punchLocation';
import { type CrewMember, useClockInMutation, useClockOutMutation, useGetMyCrewQuery } from './timeClockApi';

const styles = {
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' as const, padding: '10px 0' },
  who: { display: 'flex', flexDirection: 'column' as const, minWidth: 0 },
  state: { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const },
} as const;

export function CrewClock() {
  const { t } = useT();
  const crewQuery = useGetMyCrewQuery();
  const [clockIn] = useClockInMutation();
  const [clockOut] = useClockOutMutation();
  /** The worker whose punch is on its way. */
  const [punching, setPunching] = useState<string | null>(null);
  const loadError = useReadError(t('timeClock.crew.loadFailed'), crewQuery);
  const crew = crewQuery.data?.crew ?? [];

  async function punch(member: CrewMember) {
    const name = fullNameOf(member);
    setPunching(member.id);
    try {
      const fix = (await askLocation()) ?? {};
      // Offline, the punch waits in the outbox (listed with the worker's name) and the list keeps its last state.
      if (member.entry) {
        const closed = await clockOut({ ...fix, userId: member.id, workerName: name }).unwrap();
        if (!closed.sent) return notifyWaiting();
        notify({ title: t('timeClock.clockedOut'), description: t('timeClock.crew.clockedOutWorker', { name, time: formatClock(closed.answer.clockOut) }) });
      } else {
        const opened = await clockIn({ ...fix, userId: member.id, jobSiteId: member.jobSiteId, workerName: name }).unwrap();
        if (!opened.sent) return notifyWaiting();
        notify({ title: t('timeClock.clockedIn'), description: t('timeClock.crew.clockedInWorker', { name, time: formatClock(opened.answer.clockIn) }) });
      }
    } catch (error) {
      notifyError(error, t(member.entry ? 'timeClock.clockOutFailed' : 'timeClock.clockInFailed'));
    } finally {
      setPunching(null);
    }
  }

  return (
    <Card title={t('timeClock.crew.title')} style={{ marginBottom: 16 }}>
      <OfflineNotice reads={[crewQuery]} />
      {loadError ? (
        <Alert type="error" showIcon title={t('common.error')} description={loadError} />
      ) : crewQuery.isLoading ? (
        <Skeleton active />
      ) : crew.length === 0 ? (
        <Typography.Text type="secondary">{t('timeClock.crew.empty')}</Typography.Text>
      ) : (
        <ul className="plain-list" aria-label={t('timeClock.crew.title')}>
          {crew.map((member) => {
            const name = fullNameOf(member);
            return (
              <li key={member.id} style={styles.row} className="plain-list-row">
                <div style={styles.who}>
                  <Typography.Text strong>{name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('timeClock.crew.shift', { site: member.jobSiteName, time: formatTime(member.startTime) })}
                  </Typography.Text>
                </div>
                <div style={styles.state}>
                  {member.entry ? (
                    <Tag color="green">{t('timeClock.crew.clockedInSince', { time: formatClock(member.entry.clockIn) })}</Tag>
                  ) : (
                    <Tag>{t('timeClock.crew.notClockedIn')}</Tag>
                  )}
                  <Button
                    type={member.entry ? 'default' : 'primary'}
                    loading={punching === member.id}
                    disabled={punching !== null && punching !== member.id}
                    aria-label={t(member.entry ? 'timeClock.crew.clockOutWorker' : 'timeClock.crew.clockInWorker', { name })}
                    onClick={() => void punch(member)}
                  >
                    {t(member.entry ? 'timeClock.clockOut' : 'timeClock.clockIn')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
