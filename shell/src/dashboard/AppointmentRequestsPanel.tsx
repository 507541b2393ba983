// Admin dashboard panel: every client's appointment and callback requests, pending ones first, a
// few at a time (Show more brings the next ones); Confirm asks for the scheduled date and time (and
// notes), Decline asks to be sure. The list is plain markup (the dashboard's first screen); the two
// questions are antd, each loaded when first asked.
import { lazy, Suspense, useState } from 'react';

import { useT } from '../messages';
import { type AppointmentRequest, formatDate, formatTime, notify, notifyError, useReadError } from '../sdk';
import { APPOINTMENT_REQUEST_TYPE_LABELS, AppointmentAnswer, AppointmentStatusBadge } from '../sdk/appointments';
import { ErrorNotice } from '../sdk/ErrorNotice';
import { ShowMore } from '../sdk/ShowMore';
import { SurfaceCard } from '../sdk/SurfaceCard';
import { Tag } from '../sdk/Tag';
import { whoAsked } from './appointmentRequester';
import { useAnswerAppointmentRequestMutation, useGetAppointmentRequestsInfiniteQuery } from './appointmentRequestsApi';

const ConfirmAppointmentDialog = lazy(() => import('./ConfirmAppointmentDialog'));
const DeclineAppointmentConfirm = lazy(() => import('./DeclineAppointmentConfirm'));

export function AppointmentRequestsPanel() {
  const { t } = useT();
  const requests = useGetAppointmentRequestsInfiniteQuery();
  const [answer] = useAnswerAppointmentRequestMutation();
  const [confirming, setConfirming] = useState<AppointmentRequest | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);
  const loadError = useReadError(t('appointments.loadFailed'), requests);
  const list = requests.data?.pages.flat() ?? [];

  async function decline(request: AppointmentRequest) {
    setDeclining(null);
    try {
      await answer({ id: request.id, status: 'declined' }).unwrap();
      notify({ title: t('appointments.declinedTitle'), description: t('appointments.notified', { name: whoAsked(request) }) });
    } catch (error) {
      notifyError(error, t('appointments.declineFailed'));
    }
  }

  return (
    <SurfaceCard title={t('appointments.title')} loading={requests.isLoading} style={{ marginTop: 16 }}>
      {loadError && <ErrorNotice description={loadError} />}
      {list.length === 0 ? (
        <span className="text-secondary">{t('appointments.empty')}</span>
      ) : (
        <ul className="plain-list" aria-label={t('appointments.listLabel')}>
          {list.map((request) => {
            const preferred = [formatDate(request.preferredDate), formatTime(request.preferredTime)].filter(Boolean).join(', ');
            const declineButton = (
              <button type="button" className="btn btn-sm btn-danger" onClick={() => setDeclining(request.id)}>
                {t('appointments.decline')}
              </button>
            );
            return (
              <li key={request.id} className="plain-list-row" aria-label={t(`appointments.rowLabel.${request.requestType}`, { name: whoAsked(request) })}>
                <div style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                    <strong className="text-strong">{whoAsked(request)}</strong>
                    <Tag>{APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType]}</Tag>
                    <AppointmentStatusBadge status={request.status} />
                  </div>
                  <div>{request.description}</div>
                  <span className="text-secondary">
                    <a href={`tel:${request.phoneNumber}`}>{request.phoneNumber}</a>
                    {preferred && t('appointments.preferred', { when: preferred })}
                    {t('appointments.requested', { date: formatDate(request.createdAt) })}
                  </span>
                  <AppointmentAnswer request={request} />
                </div>
                {request.status === 'pending' && (
                  <div style={{ display: 'flex', gap: 8 }}>
                    <button type="button" className="btn btn-sm btn-primary" onClick={() => setConfirming(request)}>
                      {t('appointments.confirm')}
                    </button>
                    {declining === request.id ? (
                      <Suspense fallback={declineButton}>
                        <DeclineAppointmentConfirm request={request} onDecline={() => void decline(request)} onClose={() => setDeclining(null)} />
                      </Suspense>
                    ) : (
                      declineButton
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {requests.hasNextPage && (
        <ShowMore shown={list.length} loading={requests.isFetchingNextPage} onShowMore={() => void requests.fetchNextPage()} what={t('appointments.what')} />
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmAppointmentDialog key={confirming.id} request={confirming} onClose={() => setConfirming(null)} />
        </Suspense>
      )}
    </SurfaceCard>
  );
}
