// The client's appointment requests with their status; confirmed ones say when.
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { type AppointmentRequest, formatDate, formatTime } from 'shell/sdk';
import { APPOINTMENT_REQUEST_TYPE_LABELS, AppointmentAnswer, AppointmentStatusBadge } from 'shell/sdk/ui';

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
            const wish = preferred(request);
            return (
              <li key={request.id} className="plain-list-row">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography.Text strong>{APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType]}</Typography.Text>
                  <div>
                    <Typography.Text>{request.description}</Typography.Text>
                  </div>
                  {wish && <Typography.Text type="secondary">{wish}</Typography.Text>}
                  <AppointmentAnswer request={request} />
                </div>
                <AppointmentStatusBadge status={request.status} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
