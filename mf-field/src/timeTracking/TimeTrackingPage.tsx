// Time Tracking (/time-tracking): break type, Start Break / End Break (one active break,
// which the server guarantees), its running time, and today's completed breaks in whole minutes.
// Offline, a break started or ended waits in the sdk's outbox and shows as it will be (clockState.ts).
// Exposed as mf_field/TimeTrackingPage.
import CoffeeOutlined from '@ant-design/icons/CoffeeOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { notify, notifyError, notifyWaiting, OfflineNotice, useReadError } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useEndBreakMutation, useGetTodayBreaksQuery, useStartBreakMutation } from '../fieldApi';
import { useClockState } from '../timeClock/clockState';
import type { Break, BreakType } from '../fieldTypes';
import { useT } from '../messages';
import { minutesLabel, runningTime } from './breakTime';

const BREAK_TYPES: readonly BreakType[] = ['break', 'meal'];

function RunningTime({ since }: { since: string }) {
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span style={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} aria-label={t('timeTracking.runningTime')} role="timer">
      {runningTime(now - new Date(since).getTime())}
    </span>
  );
}

export default function TimeTrackingPage() {
  const { t } = useT();
  const typeLabel = (type: BreakType) => t(`timeTracking.type.${type}`);
  const breaksQuery = useGetTodayBreaksQuery();
  const [startBreak, { isLoading: starting }] = useStartBreakMutation();
  const [endBreak, { isLoading: ending }] = useEndBreakMutation();
  const [breakType, setBreakType] = useState<BreakType>('break');
  const loadError = useReadError(t('timeTracking.loadFailed'), breaksQuery);
  const breaks: Break[] = breaksQuery.data ?? [];
  const { activeBreak: active } = useClockState();
  const completed = breaks.filter((entry) => entry.endTime !== null);

  async function onStart() {
    try {
      const started = await startBreak({ breakType }).unwrap();
      if (!started.sent) return notifyWaiting();
      notify({
        title: t('timeTracking.started'),
        description: t('timeTracking.startedText', { type: typeLabel(started.answer.breakType), time: formatClock(started.answer.startTime) }),
      });
    } catch (error) {
      notifyError(error, t('timeTracking.startFailed'));
    }
  }

  async function onEnd() {
    if (!active) return;
    try {
      const ended = await endBreak(active.end).unwrap();
      if (!ended.sent) return notifyWaiting();
      notify({
        title: t('timeTracking.ended'),
        description: t('timeTracking.endedText', { type: typeLabel(ended.answer.breakType), duration: minutesLabel(ended.answer.durationMinutes ?? 0) }),
      });
    } catch (error) {
      notifyError(error, t('timeTracking.endFailed'));
    }
  }

  return (
    <div>
      <PageHeader title={t('timeTracking.title')} subtitle={t('timeTracking.subtitle')} />
      <OfflineNotice reads={[breaksQuery]} />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16, alignItems: 'start' }}>
        <Card title={t('timeTracking.timer')}>
          {breaksQuery.isLoading ? (
            <Skeleton active />
          ) : (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <div>
                <label htmlFor="break-type">
                  <Typography.Text strong>{t('timeTracking.breakType')}</Typography.Text>
                </label>
                <Select
                  id="break-type"
                  value={breakType}
                  onChange={setBreakType}
                  options={BREAK_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
                  disabled={active !== null}
                  style={{ width: '100%', marginTop: 4 }}
                />
              </div>
              {active && (
                <div aria-live="polite">
                  <Typography.Text>
                    <Tag color="orange">{typeLabel(active.breakType)}</Tag>{' '}
                    {t(active.waiting ? 'timeTracking.inProgressSinceWaiting' : 'timeTracking.inProgressSince', { time: formatClock(active.startTime) })}
                  </Typography.Text>
                  <div>
                    <RunningTime since={active.startTime} />
                  </div>
                </div>
              )}
              <Space wrap>
                <Button type="primary" icon={<CoffeeOutlined />} onClick={onStart} loading={starting} disabled={active !== null || Boolean(loadError)}>
                  {t('timeTracking.start')}
                </Button>
                <Button danger onClick={onEnd} loading={ending} disabled={active === null}>
                  {t('timeTracking.end')}
                </Button>
              </Space>
            </Space>
          )}
        </Card>

        <Card title={t('timeTracking.today')}>
          {breaksQuery.isLoading ? (
            <Skeleton active />
          ) : completed.length === 0 ? (
            <Empty description={t('timeTracking.empty')} />
          ) : (
            <ul style={{ padding: 0, margin: 0 }} aria-label={t('timeTracking.completed')}>
              {completed.map((entry) => (
                <li
                  key={entry.id}
                  style={{
                    listStyle: 'none',
                    padding: '8px 0',
                    borderBottom: '1px solid #f0f0f0',
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 8,
                    flexWrap: 'wrap',
                  }}
                >
                  <span>
                    <Tag>{typeLabel(entry.breakType)}</Tag>
                    {t('timeTracking.range', { start: formatClock(entry.startTime), end: formatClock(entry.endTime) })}
                  </span>
                  <Typography.Text strong>{minutesLabel(entry.durationMinutes ?? 0)}</Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
