// My Job Site (/job-site): the site the user works at today, today's requirements,
// Start Job (gated by the daily inventory check; it clocks the foreman in), then the job in
// progress since its start and End Job (it clocks them out), Navigate to Site, and today's crew
// with each worker's clock. Exposed as mf_field/JobSitePage.
import AlertOutlined from '@ant-design/icons/AlertOutlined';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { isApiError, Link, notify, notifyError, notifyWaiting, OfflineNotice, useNavigate, useOutbox, useReadError } from 'shell/sdk';
import { fullNameOf, JobSiteStatusBadge, PageHeader } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useEndJobMutation, useGetMyJobSiteQuery, useStartJobMutation } from '../fieldApi';
import { useT } from '../messages';
import { CrewClock } from '../timeClock/CrewClock';
import { askLocation } from '../timeClock/punchLocation';
import { navigationUrl, openPendingTab } from './navigation';

const QUICK_LINKS = [
  { to: '/inventory', label: 'inventory', icon: <UnorderedListOutlined /> },
  { to: '/issues', label: 'issues', icon: <AlertOutlined /> },
  { to: '/time-tracking', label: 'timeTracking', icon: <ClockCircleOutlined /> },
] as const;

const styles = {
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16, marginBottom: 16 },
  links: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12 },
  requirement: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' as const },
} as const;

export default function JobSitePage() {
  const { t } = useT();
  const navigate = useNavigate();
  const myQuery = useGetMyJobSiteQuery();
  const [startJob, { isLoading: starting }] = useStartJobMutation();
  const [endJob, { isLoading: ending }] = useEndJobMutation();
  const [gateOpen, setGateOpen] = useState(false);
  const loadError = useReadError(t('jobSite.loadFailed'), myQuery);
  const { data, isLoading } = myQuery;
  const site = data?.site ?? null;
  const waiting = useOutbox().filter((item) => !item.refusal);
  // Offline, a check waiting to send opens the gate as a stored one does: the server gets them in order.
  const inventoryDone = !!data?.inventoryCompletedAt || waiting.some((item) => item.kind === 'inventoryCheck');
  const waitingStart = waiting.find((item) => item.kind === 'startJob');
  const waitingEnd = waiting.some((item) => item.kind === 'endJob');

  async function onStartJob() {
    if (!site) return;
    if (!inventoryDone) {
      setGateOpen(true);
      return;
    }
    const sendTab = openPendingTab();
    try {
      // Start Job is also a clock-in: where the foreman is goes with it (nothing when refused).
      const started = await startJob((await askLocation()) ?? {}).unwrap();
      if (!started.sent) {
        sendTab(null);
        return notifyWaiting();
      }
      sendTab(navigationUrl(started.answer.site));
      notify({
        title: t('jobSite.started'),
        description: t('jobSite.startedText', { site: started.answer.site.name, time: formatClock(started.answer.startedAt) }),
      });
    } catch (error) {
      sendTab(null);
      if (isApiError(error) && error.status === 409) setGateOpen(true);
      else notifyError(error, t('jobSite.startFailed'));
    }
  }

  async function onEndJob() {
    try {
      const ended = await endJob((await askLocation()) ?? {}).unwrap();
      if (!ended.sent) return notifyWaiting();
      notify({ title: t('jobSite.ended'), description: t('jobSite.endedText', { site: ended.answer.site.name, time: formatClock(ended.answer.endedAt) }) });
    } catch (error) {
      notifyError(error, t('jobSite.endFailed'));
    }
  }

  // What waits to send counts as done: the page shows the job as it will be.
  const inProgress = ((!!data?.jobStartedAt && !data.jobEndedAt) || !!waitingStart) && !waitingEnd;

  return (
    <div>
      <PageHeader title={t('jobSite.title')} subtitle={t('jobSite.subtitle')} />
      <OfflineNotice reads={[myQuery]} />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      {isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : !site ? (
        !loadError && (
          <Card>
            <Empty description={<Typography.Text strong>{t('jobSite.noSite')}</Typography.Text>}>
              <Typography.Text type="secondary">{t('jobSite.noSiteText')}</Typography.Text>
            </Empty>
          </Card>
        )
      ) : (
        <>
          <div style={styles.grid}>
            <Card title={t('jobSite.assignedSite')}>
              <Space orientation="vertical" size={8} style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {site.name}
                  </Typography.Title>
                  <JobSiteStatusBadge status={site.status} />
                </Space>
                <Typography.Text>
                  <EnvironmentOutlined aria-hidden /> {site.address}
                </Typography.Text>
                <Typography.Text>{t('jobSite.foreman', { name: site.foreman ? fullNameOf(site.foreman) : t('common.notAssigned') })}</Typography.Text>
                <div>
                  <Typography.Text id="site-progress-label">{t('jobSite.progress')}</Typography.Text>
                  <Progress percent={site.progressPercentage} aria-labelledby="site-progress-label" />
                </div>
              </Space>
            </Card>

            <Card title={t('jobSite.requirements')}>
              <div style={styles.requirement}>
                <Typography.Text strong>{t('jobSite.inventoryCheck')}</Typography.Text>
                {data?.inventoryCompletedAt ? (
                  <Tag icon={<CheckCircleOutlined />} color="green">
                    {t('jobSite.completedAt', { time: formatClock(data.inventoryCompletedAt) })}
                  </Tag>
                ) : (
                  <Tag icon={<ExclamationCircleOutlined />} color="orange">
                    {t('jobSite.notCompleted')}
                  </Tag>
                )}
              </div>
              {!data?.inventoryCompletedAt && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                  {t('jobSite.completeFirst')}{' '}
                  <Link to="/inventory" style={{ textDecoration: 'underline' }}>
                    {t('jobSite.goToInventory')}
                  </Link>
                </Typography.Paragraph>
              )}
              {inProgress && (
                <div style={{ ...styles.requirement, marginTop: 8 }}>
                  <Typography.Text strong>{t('jobSite.job')}</Typography.Text>
                  <Tag icon={<ClockCircleOutlined />} color="processing">
                    {data?.jobStartedAt
                      ? t('jobSite.inProgressSince', { time: formatClock(data.jobStartedAt) })
                      : t('jobSite.startWaiting', { time: formatClock(waitingStart?.actedAt) })}
                  </Tag>
                </div>
              )}
              {data?.jobStartedAt && data.jobEndedAt && (
                <Typography.Paragraph style={{ marginTop: 8 }}>
                  {t('jobSite.jobEnded', { end: formatClock(data.jobEndedAt), start: formatClock(data.jobStartedAt) })}
                </Typography.Paragraph>
              )}
              <Space wrap style={{ marginTop: 16 }}>
                {inProgress ? (
                  <Button type="primary" danger icon={<StopOutlined />} loading={ending} onClick={onEndJob}>
                    {t('jobSite.endJob')}
                  </Button>
                ) : (
                  !data?.jobEndedAt &&
                  !waitingEnd && (
                    <Button type="primary" icon={<PlayCircleOutlined />} loading={starting} onClick={onStartJob}>
                      {t('jobSite.startJob')}
                    </Button>
                  )
                )}
                <Button icon={<CompassOutlined />} href={navigationUrl(site)} target="_blank" rel="noopener noreferrer">
                  {t('jobSite.navigate')}
                </Button>
              </Space>
            </Card>
          </div>
        </>
      )}

      <CrewClock />

      <Card title={t('jobSite.quickLinks')}>
        <nav aria-label={t('jobSite.tools')} style={styles.links}>
          {QUICK_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              <Card size="small" hoverable>
                <Space>
                  <span aria-hidden>{link.icon}</span>
                  {t(`jobSite.link.${link.label}`)}
                </Space>
              </Card>
            </Link>
          ))}
        </nav>
      </Card>

      <Modal
        open={gateOpen}
        title={t('jobSite.gateTitle')}
        onCancel={() => setGateOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setGateOpen(false)}>
            {t('common.cancel')}
          </Button>,
          <Button key="inventory" type="primary" onClick={() => navigate('/inventory')}>
            {t('jobSite.gateGo')}
          </Button>,
        ]}
      >
        <p>{t('jobSite.gateText')}</p>
      </Modal>
    </div>
  );
}
