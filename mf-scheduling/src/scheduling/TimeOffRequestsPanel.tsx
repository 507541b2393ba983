// The scheduling screen's pending time-off requests, each with Approve and Reject.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { formatDate, notify, notifyError, type TimeOffRequest, useReadError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useDecideTimeOffRequestMutation, useGetPendingTimeOffRequestsQuery } from './schedulingApi';

function rangeOf(request: TimeOffRequest): string {
  return request.startDate === request.endDate ? formatDate(request.startDate) : `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
}

export function TimeOffRequestsPanel() {
  const pending = useGetPendingTimeOffRequestsQuery();
  const loadError = useReadError('Failed to load time-off requests', pending);
  const [decide, decision] = useDecideTimeOffRequestMutation();
  const requests = pending.data ?? [];

  async function decideOn(request: TimeOffRequest, status: 'approved' | 'rejected') {
    const who = request.user ? fullNameOf(request.user) : 'The worker';
    try {
      await decide({ id: request.id, status }).unwrap();
      notify({ title: status === 'approved' ? 'Time off approved' : 'Time off rejected', description: `${who}: ${rangeOf(request)}. They have been notified.` });
    } catch (error) {
      notifyError(error, 'Failed to update request');
    }
  }

  return (
    <Card title="Time-off requests" extra={<Typography.Text type="secondary">{requests.length} pending</Typography.Text>}>
      {loadError && <Typography.Text type="danger">{loadError}</Typography.Text>}
      {pending.isLoading ? (
        <Skeleton active />
      ) : requests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pending time-off requests" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {requests.map((request) => {
            const who = request.user ? fullNameOf(request.user) : 'Worker';
            const busy = decision.isLoading && decision.originalArgs?.id === request.id;
            return (
              <li key={request.id} aria-label={`Time-off request of ${who}`} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Typography.Text strong>{who}</Typography.Text>
                <div>{rangeOf(request)}</div>
                {request.reason && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{request.reason}</Typography.Paragraph>}
                <Space style={{ marginTop: 8 }} wrap>
                  <Button type="primary" size="small" loading={busy && decision.originalArgs?.status === 'approved'} disabled={busy} onClick={() => decideOn(request, 'approved')}>
                    Approve
                  </Button>
                  <Button danger size="small" loading={busy && decision.originalArgs?.status === 'rejected'} disabled={busy} onClick={() => decideOn(request, 'rejected')}>
                    Reject
                  </Button>
                </Space>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
