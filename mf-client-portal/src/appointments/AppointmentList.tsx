// The client's appointment requests with their status, newest first, a page at a time; confirmed
// ones say when.
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { type AppointmentRequest, formatDate, formatTime, useReadError } from 'shell/sdk';
import { APPOINTMENT_REQUEST_TYPE_LABELS, AppointmentAnswer, AppointmentStatusBadge, ShowMore } from 'shell/sdk/ui';

import { useGetMyAppointmentRequestsInfiniteQuery } from './appointmentsApi';
import { NewRequestDialog } from './NewRequestDialog';

function preferred(request: AppointmentRequest): string | null {
  const parts = [formatDate(request.preferredDate), formatTime(request.preferredTime)].filter(Boolean);
  return parts.length ? `Preferred: ${parts.join(', ')}` : null;
}

/** `total`: every request of the client's (the server's count), once known. */
export function AppointmentList({ total, defaultPhoneNumber }: { total?: number; defaultPhoneNumber: string }) {
  const pages = useGetMyAppointmentRequestsInfiniteQuery();
  const loadError = useReadError('Failed to load your appointment requests', pages);
  const requests = pages.data?.pages.flat() ?? [];
  return (
    <Card title="Appointment Requests" loading={pages.isLoading} extra={<NewRequestDialog defaultPhoneNumber={defaultPhoneNumber} />}>
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} />}
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
      {pages.hasNextPage && (
        <ShowMore shown={requests.length} total={total} loading={pages.isFetchingNextPage} onShowMore={() => void pages.fetchNextPage()} what="appointment requests" />
      )}
    </Card>
  );
}
