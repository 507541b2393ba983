// The scheduling screen's pending time-off requests, each with Approve and Reject (a rejection may
// give a reason, which the requester sees).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { formatDate, notify, notifyError, type TimeOffRequest, useReadError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useDecideTimeOffRequestMutation, useGetPendingTimeOffRequestsQuery } from './schedulingApi';

function rangeOf(request: TimeOffRequest): string {
  return request.startDate === request.endDate ? formatDate(request.startDate) : `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
}

const REASON_MAX = 1000;

/** Rejects one request, with an optional reason the requester sees. */
function RejectDialog({
  request,
  onDecide,
  onClose,
  busy,
}: {
  request: TimeOffRequest | null;
  onDecide: (reason: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const who = request?.user ? fullNameOf(request.user) : 'the worker';
  return (
    <Modal
      open={request !== null}
      title="Reject time off"
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setReason('')}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="reject" danger type="primary" loading={busy} onClick={() => onDecide(reason.trim())}>
          Reject
        </Button>,
      ]}
    >
      {request && (
        <Typography.Paragraph>
          The request of {who} for {rangeOf(request)}.
        </Typography.Paragraph>
      )}
      <label htmlFor={reasonId} style={{ display: 'block', marginBottom: 8 }}>
        Reason (optional, {who} sees it)
      </label>
      <Input.TextArea id={reasonId} rows={3} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
    </Modal>
  );
}

export function TimeOffRequestsPanel() {
  const pending = useGetPendingTimeOffRequestsQuery();
  const loadError = useReadError('Failed to load time-off requests', pending);
  const [decide, decision] = useDecideTimeOffRequestMutation();
  const [rejecting, setRejecting] = useState<TimeOffRequest | null>(null);
  const requests = pending.data ?? [];

  async function decideOn(request: TimeOffRequest, status: 'approved' | 'rejected', reason = '') {
    const who = request.user ? fullNameOf(request.user) : 'The worker';
    try {
      await decide({ id: request.id, status, ...(reason ? { reason } : {}) }).unwrap();
      notify({
        title: status === 'approved' ? 'Time off approved' : 'Time off rejected',
        description: `${who}: ${rangeOf(request)}. They have been notified.`,
      });
      setRejecting(null);
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
                {request.reason && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {request.reason}
                  </Typography.Paragraph>
                )}
                <Space style={{ marginTop: 8 }} wrap>
                  <Button
                    type="primary"
                    size="small"
                    loading={busy && decision.originalArgs?.status === 'approved'}
                    disabled={busy}
                    onClick={() => decideOn(request, 'approved')}
                  >
                    Approve
                  </Button>
                  <Button
                    danger
                    size="small"
                    loading={busy && decision.originalArgs?.status === 'rejected'}
                    disabled={busy}
                    onClick={() => setRejecting(request)}
                  >
                    Reject
                  </Button>
                </Space>
              </li>
            );
          })}
        </ul>
      )}
      <RejectDialog
        request={rejecting}
        busy={decision.isLoading}
        onClose={() => setRejecting(null)}
        onDecide={(reason) => rejecting && void decideOn(rejecting, 'rejected', reason)}
      />
    </Card>
  );
}
