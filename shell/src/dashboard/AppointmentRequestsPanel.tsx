// Admin dashboard panel: every client's appointment and callback requests, pending ones first, a
// few at a time (Show more brings the next ones); Confirm asks for the scheduled date and time (and notes), Decline asks to be sure.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';

import { type AppointmentRequest, formatDate, formatTime, notify, notifyError, useReadError } from '../sdk';
import { APPOINTMENT_REQUEST_TYPE_LABELS, AppointmentAnswer, AppointmentStatusBadge, ShowMore } from '../sdk/ui';
import { useAnswerAppointmentRequestMutation, useGetAppointmentRequestsInfiniteQuery } from './appointmentRequestsApi';

interface ConfirmValues {
  scheduledAt: string;
  notes?: string;
}

function who(request: AppointmentRequest): string {
  return request.client ? `${request.client.firstName} ${request.client.lastName}` : 'Client';
}

function ConfirmDialog({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const [form] = Form.useForm<ConfirmValues>();
  const [answer, { isLoading }] = useAnswerAppointmentRequestMutation();
  const initial = request.preferredDate ? `${request.preferredDate}T${request.preferredTime ?? '09:00'}` : undefined;

  async function submit(values: ConfirmValues) {
    try {
      await answer({ id: request.id, status: 'confirmed', scheduledDate: dayjs(values.scheduledAt).toISOString(), notes: values.notes?.trim() || undefined }).unwrap();
      notify({ title: 'Request Confirmed', description: `${who(request)} has been notified.` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to confirm request');
    }
  }

  return (
    <Modal
      open
      title={`Confirm ${APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType].toLowerCase()} for ${who(request)}`}
      onCancel={onClose}
      okText={isLoading ? 'Confirming...' : 'Confirm Request'}
      okButtonProps={{ htmlType: 'submit', form: 'confirm-appointment-request', loading: isLoading }}
    >
      <Form<ConfirmValues> id="confirm-appointment-request" form={form} layout="vertical" onFinish={submit} initialValues={{ scheduledAt: initial }}>
        <Form.Item
          name="scheduledAt"
          label="Scheduled Date and Time"
          rules={[
            { required: true, message: 'Scheduled date is required' },
            { validator: async (_rule, value?: string) => { if (value && !dayjs(value).isValid()) throw new Error('Enter a valid date and time'); } },
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="notes" label="Notes (optional)">
          <Input.TextArea rows={3} maxLength={2000} placeholder="e.g. Maria will meet you at the site" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AppointmentRequestsPanel() {
  const requests = useGetAppointmentRequestsInfiniteQuery();
  const [answer] = useAnswerAppointmentRequestMutation();
  const [confirming, setConfirming] = useState<AppointmentRequest | null>(null);
  const loadError = useReadError('Failed to load appointment requests', requests);
  const list = requests.data?.pages.flat() ?? [];

  async function decline(request: AppointmentRequest) {
    try {
      await answer({ id: request.id, status: 'declined' }).unwrap();
      notify({ title: 'Request Declined', description: `${who(request)} has been notified.` });
    } catch (error) {
      notifyError(error, 'Failed to decline request');
    }
  }

  return (
    <Card title="Appointment Requests" loading={requests.isLoading} style={{ marginTop: 16 }}>
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} />}
      {list.length === 0 ? (
        <Typography.Text type="secondary">No appointment requests yet</Typography.Text>
      ) : (
        <ul className="plain-list" aria-label="Appointment requests">
          {list.map((request) => {
            const preferred = [formatDate(request.preferredDate), formatTime(request.preferredTime)].filter(Boolean).join(', ');
            return (
              <li key={request.id} className="plain-list-row" aria-label={`${APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType]} request from ${who(request)}`}>
                <div style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography.Text strong>{who(request)}</Typography.Text>
                    <Tag>{APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType]}</Tag>
                    <AppointmentStatusBadge status={request.status} />
                  </div>
                  <div>
                    <Typography.Text>{request.description}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary">
                    <a href={`tel:${request.phoneNumber}`}>{request.phoneNumber}</a>
                    {preferred && ` · Preferred: ${preferred}`}
                    {` · Requested ${formatDate(request.createdAt)}`}
                  </Typography.Text>
                  <AppointmentAnswer request={request} />
                </div>
                {request.status === 'pending' && (
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Button type="primary" size="small" onClick={() => setConfirming(request)}>
                      Confirm
                    </Button>
                    <Popconfirm title="Decline this request?" description={`${who(request)} will be notified.`} okText="Decline" okButtonProps={{ danger: true }} onConfirm={() => decline(request)}>
                      <Button size="small" danger>
                        Decline
                      </Button>
                    </Popconfirm>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {requests.hasNextPage && (
        <ShowMore shown={list.length} loading={requests.isFetchingNextPage} onShowMore={() => void requests.fetchNextPage()} what="appointment requests" />
      )}
      {confirming && <ConfirmDialog key={confirming.id} request={confirming} onClose={() => setConfirming(null)} />}
    </Card>
  );
}
