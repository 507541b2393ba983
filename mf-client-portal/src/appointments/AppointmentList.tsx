// The client's appointment requests with their status; confirmed ones say when.
import { Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatDate, formatTime, type AppointmentRequest } from 'shell/sdk';

import { APPOINTMENT_BADGES, REQUEST_TYPE_LABELS } from './appointmentLabels';
import { NewRequestDialog } from './NewRequestDialog';

function preferred(request: AppointmentRequest): string | null {
  const parts = [formatDate(request.preferredDate), formatTime(request.preferredTime)].filter(Boolean);
  return parts.length ? `Preferred: ${parts.join(', ')}` : null;
}

export function AppointmentList({ requests, loading, defaultPhoneNumber }: { requests: AppointmentRequest[]; loading: boolean; defaultPhoneNumber: string }) {
  return (
    <Card title="Appointment Requests" loading={loading} extra={<NewRequestDialog defaultPhoneNumber={defaultPhoneNumber} />}>
      {requests.length === 0 ? (
        <Typography.Text type="secondary">No appointment requests yet</Typography.Text>
      ) : (
        <ul className="plain-list" aria-label="Appointment requests">
          {requests.map((request) => {
            const badge = APPOINTMENT_BADGES[request.status];
            const wish = preferred(request);
            return (
              <li key={request.id} className="plain-list-row">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography.Text strong>{REQUEST_TYPE_LABELS[request.requestType]}</Typography.Text>
                  <div>
                    <Typography.Text>{request.description}</Typography.Text>
                  </div>
                  {wish && <Typography.Text type="secondary">{wish}</Typography.Text>}
                  {request.status === 'confirmed' && request.scheduledDate && (
                    <div>
                      <Typography.Text strong>Scheduled: {formatDate(request.scheduledDate)}, {dayjs(request.scheduledDate).format('h:mm A')}</Typography.Text>
                    </div>
                  )}
                  {request.notes && (
                    <div>
                      <Typography.Text type="secondary">Notes: {request.notes}</Typography.Text>
                    </div>
                  )}
                </div>
                <Tag color={badge.color}>{badge.label}</Tag>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
