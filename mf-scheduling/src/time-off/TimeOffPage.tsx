// Time Off Requests (/time-off, worker): the request dialog, stats and the worker's
// own requests with status badges. Exposed as mf_scheduling/TimeOffPage.
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatDate, notify, notifyError, type TimeOffRequest, useReadError } from 'shell/sdk';
import { PageHeader, StatCard } from 'shell/sdk/ui';

import { RequestTimeOffDialog } from './RequestTimeOffDialog';
import { useGetMyTimeOffRequestsQuery, useWithdrawTimeOffMutation } from './timeOffApi';
import { STATUS_BADGES, timeOffStats } from './timeOffStats';

const styles = {
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 16, marginBottom: 16 },
  statHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  statValue: { fontSize: '1.8rem', fontWeight: 700, margin: '4px 0' },
  request: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8, padding: '12px 0', borderBottom: '1px solid #f0f0f0' },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8, flexShrink: 0 },
} as const;

function RequestRow({ request }: { request: TimeOffRequest }) {
  const badge = STATUS_BADGES[request.status];
  const range = request.startDate === request.endDate ? formatDate(request.startDate) : `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
  const [withdraw, withdrawal] = useWithdrawTimeOffMutation();

  async function withdrawRequest() {
    try {
      await withdraw(request.id).unwrap();
      notify({ title: 'Request withdrawn', description: `Your time off for ${range} is no longer requested.` });
    } catch (error) {
      notifyError(error, 'Failed to withdraw request');
    }
  }

  return (
    <li style={styles.request} aria-label={`Time off ${range}`}>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ display: 'block' }}>
          {range}
        </Typography.Text>
        {request.reason && <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{request.reason}</Typography.Paragraph>}
        {request.decisionReason && (
          <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text strong>Reason for rejection:</Typography.Text> {request.decisionReason}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary">Requested {formatDate(request.createdAt)}</Typography.Text>
      </div>
      <div style={styles.status}>
        <Tag color={badge.color}>{badge.label}</Tag>
        {request.status === 'pending' && (
          <Popconfirm title="Withdraw this request?" description={`Time off for ${range}`} okText="Withdraw" cancelText="Keep" onConfirm={withdrawRequest}>
            <Button size="small" loading={withdrawal.isLoading} aria-label={`Withdraw the request for ${range}`}>
              Withdraw
            </Button>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}

export default function TimeOffPage() {
  const requests = useGetMyTimeOffRequestsQuery();
  const loadError = useReadError('Failed to load your time-off requests', requests);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening gets a fresh form: the key changes every time the dialog opens.
  const [opening, setOpening] = useState(0);
  const list = requests.data ?? [];
  const stats = timeOffStats(list);

  return (
    <div>
      <PageHeader
        title="Time Off Requests"
        subtitle="Request time off and follow your requests"
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => {
              setOpening((count) => count + 1);
              setDialogOpen(true);
            }}
          >
            Request Time Off
          </Button>
        }
      />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title="Total Requests" value={stats.total} icon={<FileTextOutlined />} />
        <StatCard title="Pending" value={stats.pending} icon={<ClockCircleOutlined />} />
        <StatCard title="Approved" value={stats.approved} icon={<CheckCircleOutlined />} />
      </div>

      <Card title="My Time Off Requests">
        {requests.isLoading ? (
          <Skeleton active />
        ) : list.length === 0 ? (
          <Typography.Text type="secondary">No time off requests yet</Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </Card>

      <RequestTimeOffDialog key={opening} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
