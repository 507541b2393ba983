// The client's appointment requests with their status, newest first, a page at a time; confirmed
// ones say when. Plain markup (the client's first screen); the New Request dialog loads on demand.
import {
  APPOINTMENT_REQUEST_TYPE_LABELS,
  AppointmentAnswer,
  type AppointmentRequest,
  AppointmentStatusBadge,
  ErrorNotice,
  formatDate,
  formatTime,
  ShowMore,
  SurfaceCard,
  useReadError,
} from 'shell/sdk';

import { useGetMyAppointmentRequestsInfiniteQuery } from './appointmentsApi';
import { NewRequest } from './NewRequest';

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
    <SurfaceCard title="Appointment Requests" extra={<NewRequest defaultPhoneNumber={defaultPhoneNumber} />} loading={pages.isLoading} loadingRows={2}>
      {loadError && <ErrorNotice description={loadError} />}
      {requests.length === 0 ? (
        <span className="text-secondary">No appointment requests yet</span>
      ) : (
        <ul className="plain-list" aria-label="Appointment requests">
          {requests.map((request) => {
            const wish = preferred(request);
            return (
              <li key={request.id} className="plain-list-row">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <span className="text-strong">{APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType]}</span>
                  <div>{request.description}</div>
                  {wish && <span className="text-secondary">{wish}</span>}
                  <AppointmentAnswer request={request} />
                </div>
                <AppointmentStatusBadge status={request.status} />
              </li>
            );
          })}
        </ul>
      )}
      {pages.hasNextPage && (
        <ShowMore
          shown={requests.length}
          total={total}
          loading={pages.isFetchingNextPage}
          onShowMore={() => void pages.fetchNextPage()}
          what="appointment requests"
        />
      )}
    </SurfaceCard>
  );
}
