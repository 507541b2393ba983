// The Scheduling page's Shift requests: the swaps coworkers accepted (Approve hands the shift over,
// Reject keeps it), then the open shifts posted and not yet given, each with its pending claims
// (Approve gives the shift to that person, after the warnings a new shift of theirs would have,
// Reject tells them no) and Remove.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { formatTime, notify, notifyError, useReadError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useT } from '../messages';
import { AcceptedSwaps } from '../swaps/AcceptedSwaps';
import { ApproveWithWarnings } from './ApproveWithWarnings';
import { useGetAcceptedSwapRequestsQuery } from '../swaps/swapsApi';
import {
  type OpenShiftClaim,
  type PostedOpenShift,
  useApproveOpenShiftClaimMutation,
  useDeleteOpenShiftMutation,
  useGetPostedOpenShiftsQuery,
  useRejectOpenShiftClaimMutation,
} from './openShiftsApi';
import { useOpenShiftWhen } from './useOpenShiftWhen';

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { padding: '12px 0', borderBottom: '1px solid #f0f0f0' },
  claim: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const, marginTop: 8 },
} as const;

function ClaimRow({ shift, claim }: { shift: PostedOpenShift; claim: OpenShiftClaim }) {
  const { t } = useT();
  const [approve, approving] = useApproveOpenShiftClaimMutation();
  const [reject, rejecting] = useRejectOpenShiftClaimMutation();
  const who = claim.user ? fullNameOf(claim.user) : t('common.worker');
  const busy = approving.isLoading || rejecting.isLoading;
  const ids = { openShiftId: shift.id, claimId: claim.id };

  async function decide(approved: boolean) {
    try {
      await (approved ? approve(ids) : reject(ids)).unwrap();
      notify({
        title: approved ? t('shiftRequests.approved') : t('shiftRequests.rejected'),
        description: t('shiftRequests.decidedDescription', { name: who }),
      });
    } catch (error) {
      notifyError(error, t('shiftRequests.decideFailed'));
    }
  }

  return (
    <div style={styles.claim} aria-label={t('shiftRequests.claimLabel', { name: who })} role="group">
      <Typography.Text>{who}</Typography.Text>
      <Space wrap>
        {claim.user ? (
          <ApproveWithWarnings person={claim.user} shift={shift} approving={approving.isLoading} disabled={busy} onApprove={() => decide(true)} />
        ) : (
          <Button type="primary" size="small" loading={approving.isLoading} disabled={busy} onClick={() => void decide(true)}>
            {t('shiftRequests.approve')}
          </Button>
        )}
        <Button danger size="small" loading={rejecting.isLoading} disabled={busy} onClick={() => void decide(false)}>
          {t('shiftRequests.reject')}
        </Button>
      </Space>
    </div>
  );
}

function PostedItem({ shift }: { shift: PostedOpenShift }) {
  const { t } = useT();
  const when = useOpenShiftWhen();
  const [remove, removing] = useDeleteOpenShiftMutation();
  const site = shift.jobSite?.name ?? t('common.jobSite');

  async function removeIt() {
    try {
      await remove(shift.id).unwrap();
      notify({ title: t('shiftRequests.removed') });
    } catch (error) {
      notifyError(error, t('shiftRequests.removeFailed'));
    }
  }

  return (
    <li style={styles.item} aria-label={t('openShifts.itemLabel', { site, when: when(shift) })}>
      <Typography.Text strong>{site}</Typography.Text>
      <div>{when(shift)}</div>
      <Typography.Text type="secondary">{t('mySchedule.meet', { time: formatTime(shift.meetTime) })}</Typography.Text>
      {shift.claims.length === 0 ? (
        <div>
          <Typography.Text type="secondary">{t('shiftRequests.noClaims')}</Typography.Text>
        </div>
      ) : (
        shift.claims.map((claim) => <ClaimRow key={claim.id} shift={shift} claim={claim} />)
      )}
      <Popconfirm
        title={t('shiftRequests.removeConfirm')}
        okText={t('shiftRequests.remove')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: removing.isLoading }}
        onConfirm={removeIt}
      >
        <Button type="link" danger size="small" style={{ paddingInline: 0, marginTop: 4 }}>
          {t('shiftRequests.remove')}
        </Button>
      </Popconfirm>
    </li>
  );
}

export function ShiftRequestsPanel() {
  const { t } = useT();
  const posted = useGetPostedOpenShiftsQuery();
  const swaps = useGetAcceptedSwapRequestsQuery();
  const loadError = useReadError(t('shiftRequests.loadError'), posted, swaps);
  const shifts = posted.data ?? [];
  const accepted = swaps.data ?? [];
  const pending = accepted.length + shifts.reduce((sum, shift) => sum + shift.claims.length, 0);

  return (
    <Card
      // The title wraps rather than being cut: the panel is narrow and Spanish runs longer.
      styles={{ title: { whiteSpace: 'normal', paddingBlock: 8 } }}
      title={t('shiftRequests.title')}
      extra={<Typography.Text type="secondary">{t('shiftRequests.pending', { count: pending })}</Typography.Text>}
      style={{ marginBottom: 16 }}
    >
      {loadError && <Typography.Text type="danger">{loadError}</Typography.Text>}
      {posted.isLoading || swaps.isLoading ? (
        <Skeleton active />
      ) : shifts.length === 0 && accepted.length === 0 ? (
        !loadError && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shiftRequests.empty')} />
      ) : (
        <>
          {accepted.length > 0 && (
            <section aria-label={t('shiftRequests.swaps')}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {t('shiftRequests.swaps')}
              </Typography.Title>
              <AcceptedSwaps requests={accepted} />
            </section>
          )}
          {shifts.length > 0 && (
            <section aria-label={t('shiftRequests.openShifts')}>
              <Typography.Title level={5} style={{ marginTop: accepted.length > 0 ? 16 : 0 }}>
                {t('shiftRequests.openShifts')}
              </Typography.Title>
              <ul style={styles.list}>
                {shifts.map((shift) => (
                  <PostedItem key={shift.id} shift={shift} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Card>
  );
}
