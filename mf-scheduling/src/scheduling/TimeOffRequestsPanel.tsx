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
import { notify, notifyError, type TimeOffRequest, useReadError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useT } from '../messages';
import { timeOffRange as rangeOf } from '../time-off/timeOffStats';
import { useDecideTimeOffRequestMutation, useGetPendingTimeOffRequestsQuery } from './schedulingApi';

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
  const { t } = useT();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const who = request?.user ? fullNameOf(request.user) : t('scheduling.timeOff.rejectTheWorker');
  return (
    <Modal
      open={request !== null}
      title={t('scheduling.timeOff.rejectTitle')}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setReason('')}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="reject" danger type="primary" loading={busy} onClick={() => onDecide(reason.trim())}>
          {t('scheduling.timeOff.reject')}
        </Button>,
      ]}
    >
      {request && <Typography.Paragraph>{t('scheduling.timeOff.rejectRequest', { name: who, range: rangeOf(request) })}</Typography.Paragraph>}
      <label htmlFor={reasonId} style={{ display: 'block', marginBottom: 8 }}>
        {t('scheduling.timeOff.rejectReason', { name: who })}
      </label>
      <Input.TextArea id={reasonId} rows={3} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
    </Modal>
  );
}

export function TimeOffRequestsPanel() {
  const { t } = useT();
  const pending = useGetPendingTimeOffRequestsQuery();
  const loadError = useReadError(t('scheduling.timeOff.loadError'), pending);
  const [decide, decision] = useDecideTimeOffRequestMutation();
  const [rejecting, setRejecting] = useState<TimeOffRequest | null>(null);
  const requests = pending.data ?? [];

  async function decideOn(request: TimeOffRequest, status: 'approved' | 'rejected', reason = '') {
    const who = request.user ? fullNameOf(request.user) : t('scheduling.timeOff.theWorker');
    try {
      await decide({ id: request.id, status, ...(reason ? { reason } : {}) }).unwrap();
      notify({
        title: status === 'approved' ? t('scheduling.timeOff.approved') : t('scheduling.timeOff.rejected'),
        description: t('scheduling.timeOff.decidedDescription', { name: who, range: rangeOf(request) }),
      });
      setRejecting(null);
    } catch (error) {
      notifyError(error, t('scheduling.timeOff.decideFailed'));
    }
  }

  return (
    <Card
      // The title wraps rather than being cut: the panel is narrow and Spanish runs longer.
      styles={{ title: { whiteSpace: 'normal', paddingBlock: 8 } }}
      title={t('scheduling.timeOff.title')}
      extra={<Typography.Text type="secondary">{t('scheduling.timeOff.pending', { count: requests.length })}</Typography.Text>}
    >
      {loadError && <Typography.Text type="danger">{loadError}</Typography.Text>}
      {pending.isLoading ? (
        <Skeleton active />
      ) : requests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scheduling.timeOff.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {requests.map((request) => {
            const who = request.user ? fullNameOf(request.user) : t('common.worker');
            const busy = decision.isLoading && decision.originalArgs?.id === request.id;
            return (
              <li
                key={request.id}
                aria-label={t('scheduling.timeOff.itemLabel', { name: who })}
                style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
              >
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
                    {t('scheduling.timeOff.approve')}
                  </Button>
                  <Button
                    danger
                    size="small"
                    loading={busy && decision.originalArgs?.status === 'rejected'}
                    disabled={busy}
                    onClick={() => setRejecting(request)}
                  >
                    {t('scheduling.timeOff.reject')}
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
