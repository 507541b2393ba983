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

import { type Translate, useT } from '../messages';
import { useGetMyAppointmentRequestsInfiniteQuery } from './appointmentsApi';
import { NewRequest } from './NewRequest';

function preferred(t: Translate, request: AppointmentRequest): string | null {
  const parts = [formatDate(request.preferredDate), formatTime(request.preferredTime)].filter(Boolean);
  return parts.length ? t('requests.preferred', { when: parts.join(', ') }) : null;
}

/** `total`: every request of the client's (the server's count), once known. */
export function AppointmentList({ total, defaultPhoneNumber }: { total?: number; defaultPhoneNumber: string }) {
  const { t } = useT();
  const pages = useGetMyAppointmentRequestsInfiniteQuery();
  const loadError = useReadError(t('requests.loadFailed'), pages);
  const requests = pages.data?.pages.flat() ?? [];
  return (
    <SurfaceCard title={t('requests.title')} extra={<NewRequest defaultPhoneNumber={defaultPhoneNumber} />} loading={pages.isLoading} loadingRows={2}>
      {loadError && <ErrorNotice description={loadError} />}
      {requests.length === 0 ? (
        <span className="text-secondary">{t('requests.empty')}</span>
      ) : (
        <ul className="plain-list" aria-label={t('requests.list')}>
          {requests.map((request) => {
            const wish = preferred(t, request);
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
          what={t('requests.showMore')}
        />
      )}
    </SurfaceCard>
  );
}
