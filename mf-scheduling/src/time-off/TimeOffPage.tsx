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

import { useT } from '../messages';
import { RequestTimeOffDialog } from './RequestTimeOffDialog';
import { useGetMyTimeOffRequestsQuery, useWithdrawTimeOffMutation } from './timeOffApi';
import { STATUS_COLORS, timeOffRange, timeOffStats } from './timeOffStats';

const styles = {
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 16, marginBottom: 16 },
  statHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  statValue: { fontSize: '1.8rem', fontWeight: 700, margin: '4px 0' },
  request: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8, padding: '12px 0', borderBottom: '1px solid #f0f0f0' },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8, flexShrink: 0 },
} as const;

function RequestRow({ request }: { request: TimeOffRequest }) {
  const { t } = useT();
  const range = timeOffRange(request);
  const [withdraw, withdrawal] = useWithdrawTimeOffMutation();

  async function withdrawRequest() {
    try {
      await withdraw(request.id).unwrap();
      notify({ title: t('timeOff.withdrawn'), description: t('timeOff.withdrawnDescription', { range }) });
    } catch (error) {
      notifyError(error, t('timeOff.withdrawFailed'));
    }
  }

  return (
    <li style={styles.request} aria-label={t('timeOff.rowLabel', { range })}>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ display: 'block' }}>
          {range}
        </Typography.Text>
        {request.reason && <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{request.reason}</Typography.Paragraph>}
        {request.decisionReason && (
          <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text strong>{t('timeOff.rejectionReason')}</Typography.Text> {request.decisionReason}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary">{t('timeOff.requested', { date: formatDate(request.createdAt) })}</Typography.Text>
      </div>
      <div style={styles.status}>
        <Tag color={STATUS_COLORS[request.status]}>{t(`timeOff.status.${request.status}`)}</Tag>
        {request.status === 'pending' && (
          <Popconfirm
            title={t('timeOff.withdrawConfirm')}
            description={t('timeOff.withdrawDescription', { range })}
            okText={t('timeOff.withdraw')}
            cancelText={t('timeOff.keep')}
            onConfirm={withdrawRequest}
          >
            <Button size="small" loading={withdrawal.isLoading} aria-label={t('timeOff.withdrawLabel', { range })}>
              {t('timeOff.withdraw')}
            </Button>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}

export default function TimeOffPage() {
  const { t } = useT();
  const requests = useGetMyTimeOffRequestsQuery();
  const loadError = useReadError(t('timeOff.loadError'), requests);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening gets a fresh form: the key changes every time the dialog opens.
  const [opening, setOpening] = useState(0);
  const list = requests.data ?? [];
  const stats = timeOffStats(list);

  return (
    <div>
      <PageHeader
        title={t('timeOff.title')}
        subtitle={t('timeOff.subtitle')}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => {
              setOpening((count) => count + 1);
              setDialogOpen(true);
            }}
          >
            {t('timeOff.request')}
          </Button>
        }
      />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title={t('timeOff.total')} value={stats.total} icon={<FileTextOutlined />} />
        <StatCard title={t('timeOff.pending')} value={stats.pending} icon={<ClockCircleOutlined />} />
        <StatCard title={t('timeOff.approved')} value={stats.approved} icon={<CheckCircleOutlined />} />
      </div>

      <Card title={t('timeOff.mine')}>
        {requests.isLoading ? (
          <Skeleton active />
        ) : list.length === 0 ? (
          <Typography.Text type="secondary">{t('timeOff.empty')}</Typography.Text>
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
