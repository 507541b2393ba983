// My Schedule's Requests: the person's open swap requests. Offered to them: Accept or Decline;
// offered by them: its status, and Cancel while the coworker has not answered. Plain markup.
import { ErrorNotice, notify, notifyError, SurfaceCard, Tag, useCurrentUser, useReadError } from 'shell/sdk';

import { useT } from '../messages';
import { useOpenShiftWhen } from '../open-shifts/useOpenShiftWhen';
import { personName } from './personName';
import { type SwapRequest, useGetMySwapRequestsQuery, useSwapStepMutation } from './swapsApi';

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { marginTop: 8, padding: 12, border: '1px solid #e7e5e4', borderRadius: 8 },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, alignItems: 'center', marginTop: 8 },
} as const;

function RequestItem({ request, incoming }: { request: SwapRequest; incoming: boolean }) {
  const { t } = useT();
  const when = useOpenShiftWhen();
  const [step, stepping] = useSwapStepMutation();
  const site = request.shift.jobSite?.name ?? t('common.jobSite');
  const busy = stepping.isLoading;

  async function take(next: 'accept' | 'decline' | 'cancel') {
    try {
      await step({ id: request.id, step: next }).unwrap();
      notify({ title: t(`swaps.done.${next}`) });
    } catch (error) {
      notifyError(error, t('swaps.stepFailed'));
    }
  }

  const what = incoming
    ? t('swaps.incoming', { name: personName(request.from), site, when: when(request.shift) })
    : t('swaps.outgoing', { name: personName(request.to), site, when: when(request.shift) });
  return (
    <li style={styles.item} aria-label={what}>
      <div>{what}</div>
      <div style={styles.actions}>
        <Tag color={request.status === 'accepted' ? 'blue' : 'gold'}>{t(`swaps.status.${request.status === 'accepted' ? 'accepted' : 'offered'}`)}</Tag>
        {incoming && request.status === 'offered' && (
          <>
            <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void take('accept')}>
              {t('swaps.accept')}
            </button>
            <button type="button" className="btn btn-sm btn-danger" disabled={busy} onClick={() => void take('decline')}>
              {t('swaps.decline')}
            </button>
          </>
        )}
        {!incoming && request.status === 'offered' && (
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void take('cancel')}>
            {t('swaps.cancelOffer')}
          </button>
        )}
      </div>
    </li>
  );
}

export function SwapRequestsSection() {
  const { t } = useT();
  const me = useCurrentUser();
  const query = useGetMySwapRequestsQuery();
  const loadError = useReadError(t('swaps.loadError'), query);
  const requests = query.data ?? [];

  return (
    <SurfaceCard title={t('swaps.title')} loading={query.isLoading} loadingRows={1} style={{ marginTop: 16 }}>
      {loadError && <ErrorNotice description={loadError} />}
      {requests.length === 0 ? (
        !loadError && <div className="text-secondary">{t('swaps.empty')}</div>
      ) : (
        <ul style={styles.list}>
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} incoming={request.to.id === me.user?.id} />
          ))}
        </ul>
      )}
    </SurfaceCard>
  );
}
