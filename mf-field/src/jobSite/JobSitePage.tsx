// My Job Site (/job-site): the site the user works at today, today's requirements,
// Start Job (gated by the daily inventory check), then the job in progress since its start and End
// Job, and Navigate to Site. Exposed as mf_field/JobSitePage.
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
import { isApiError, Link, notify, notifyError, useNavigate, useReadError } from 'shell/sdk';
import { fullNameOf, JobSiteStatusBadge, PageHeader } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useEndJobMutation, useGetMyJobSiteQuery, useStartJobMutation } from '../fieldApi';
import { navigationUrl, openPendingTab } from './navigation';

export const INVENTORY_REQUIRED_TITLE = 'Inventory Check Required';
export const INVENTORY_REQUIRED_TEXT = 'Please complete your daily inventory check before starting the job.';

const QUICK_LINKS = [
  { to: '/inventory', label: 'Daily Inventory', icon: <UnorderedListOutlined /> },
  { to: '/issues', label: 'Report Issue', icon: <AlertOutlined /> },
  { to: '/time-tracking', label: 'Time Tracking', icon: <ClockCircleOutlined /> },
];

const styles = {
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16, marginBottom: 16 },
  links: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12 },
  requirement: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' as const },
} as const;

export default function JobSitePage() {
  const navigate = useNavigate();
  const myQuery = useGetMyJobSiteQuery();
  const [startJob, { isLoading: starting }] = useStartJobMutation();
  const [endJob, { isLoading: ending }] = useEndJobMutation();
  const [gateOpen, setGateOpen] = useState(false);
  const loadError = useReadError('Failed to load your job site', myQuery);
  const { data, isLoading } = myQuery;
  const site = data?.site ?? null;

  async function onStartJob() {
    if (!site) return;
    if (!data?.inventoryCompletedAt) {
      setGateOpen(true);
      return;
    }
    const sendTab = openPendingTab();
    try {
      const started = await startJob().unwrap();
      sendTab(navigationUrl(started.site));
      notify({ title: 'Job started', description: `${started.site.name}, started at ${formatClock(started.startedAt)}` });
    } catch (error) {
      sendTab(null);
      if (isApiError(error) && error.status === 409) setGateOpen(true);
      else notifyError(error, 'Failed to start job');
    }
  }

  async function onEndJob() {
    try {
      const ended = await endJob().unwrap();
      notify({ title: 'Job ended', description: `${ended.site.name}, ended at ${formatClock(ended.endedAt)}` });
    } catch (error) {
      notifyError(error, 'Failed to end job');
    }
  }

  const inProgress = !!data?.jobStartedAt && !data.jobEndedAt;

  return (
    <div>
      <PageHeader title="My Job Site" subtitle="Your site today, its requirements and tools" />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      {isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : !site ? (
        !loadError && (
          <Card>
            <Empty description={<Typography.Text strong>No Active Job Site</Typography.Text>}>
              <Typography.Text type="secondary">You are not scheduled at a job site today.</Typography.Text>
            </Empty>
          </Card>
        )
      ) : (
        <>
          <div style={styles.grid}>
            <Card title="Assigned Site">
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
                <Typography.Text>Foreman: {site.foreman ? fullNameOf(site.foreman) : 'Not assigned'}</Typography.Text>
                <div>
                  <Typography.Text id="site-progress-label">Progress</Typography.Text>
                  <Progress percent={site.progressPercentage} aria-labelledby="site-progress-label" />
                </div>
              </Space>
            </Card>

            <Card title="Today's Requirements">
              <div style={styles.requirement}>
                <Typography.Text strong>Daily inventory check</Typography.Text>
                {data?.inventoryCompletedAt ? (
                  <Tag icon={<CheckCircleOutlined />} color="green">
                    Completed at {formatClock(data.inventoryCompletedAt)}
                  </Tag>
                ) : (
                  <Tag icon={<ExclamationCircleOutlined />} color="orange">
                    Not completed
                  </Tag>
                )}
              </div>
              {!data?.inventoryCompletedAt && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                  Complete it before starting the job.{' '}
                  <Link to="/inventory" style={{ textDecoration: 'underline' }}>
                    Go to the inventory check
                  </Link>
                </Typography.Paragraph>
              )}
              {inProgress && (
                <div style={{ ...styles.requirement, marginTop: 8 }}>
                  <Typography.Text strong>Job</Typography.Text>
                  <Tag icon={<ClockCircleOutlined />} color="processing">
                    In progress since {formatClock(data.jobStartedAt)}
                  </Tag>
                </div>
              )}
              {data?.jobStartedAt && data.jobEndedAt && (
                <Typography.Paragraph style={{ marginTop: 8 }}>
                  Job ended at {formatClock(data.jobEndedAt)} (started at {formatClock(data.jobStartedAt)})
                </Typography.Paragraph>
              )}
              <Space wrap style={{ marginTop: 16 }}>
                {inProgress ? (
                  <Button type="primary" danger icon={<StopOutlined />} loading={ending} onClick={onEndJob}>
                    End Job
                  </Button>
                ) : (
                  !data?.jobEndedAt && (
                    <Button type="primary" icon={<PlayCircleOutlined />} loading={starting} onClick={onStartJob}>
                      Start Job
                    </Button>
                  )
                )}
                <Button icon={<CompassOutlined />} href={navigationUrl(site)} target="_blank" rel="noopener noreferrer">
                  Navigate to Site
                </Button>
              </Space>
            </Card>
          </div>
        </>
      )}

      <Card title="Quick Links">
        <nav aria-label="Job site tools" style={styles.links}>
          {QUICK_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              <Card size="small" hoverable>
                <Space>
                  <span aria-hidden>{link.icon}</span>
                  {link.label}
                </Space>
              </Card>
            </Link>
          ))}
        </nav>
      </Card>

      <Modal
        open={gateOpen}
        title={INVENTORY_REQUIRED_TITLE}
        onCancel={() => setGateOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setGateOpen(false)}>
            Cancel
          </Button>,
          <Button key="inventory" type="primary" onClick={() => navigate('/inventory')}>
            Go to Inventory Check
          </Button>,
        ]}
      >
        <p>{INVENTORY_REQUIRED_TEXT}</p>
      </Modal>
    </div>
  );
}
