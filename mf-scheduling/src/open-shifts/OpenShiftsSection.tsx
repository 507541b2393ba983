// My Schedule's Open shifts: the next 14 days' shifts without a worker that the person could take
// (the server leaves out those overlapping their shifts or their approved time off), each to
// claim, or showing their claim (waiting for approval: withdraw it). Plain markup, as My Schedule.
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { ErrorNotice, formatTime, notify, notifyError, SurfaceCard, SvgIcon, Tag, useReadError } from 'shell/sdk';

import { useT } from '../messages';
import { useOpenShiftWhen } from './useOpenShiftWhen';
import { type AvailableOpenShift, useClaimOpenShiftMutation, useGetAvailableOpenShiftsQuery, useWithdrawOpenShiftClaimMutation } from './openShiftsApi';

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { marginTop: 8, padding: 12, border: '1px solid #e7e5e4', borderRadius: 8 },
  head: { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, alignItems: 'center', marginTop: 8 },
} as const;

function OpenShiftItem({ shift }: { shift: AvailableOpenShift }) {
  const { t } = useT();
  const when = useOpenShiftWhen();
  const [claim, claiming] = useClaimOpenShiftMutation();
  const [withdraw, withdrawing] = useWithdrawOpenShiftClaimMutation();
  const site = shift.jobSite?.name ?? t('common.jobSite');

  async function claimIt() {
    try {
      await claim(shift.id).unwrap();
      notify({ title: t('openShifts.claimed'), description: t('openShifts.claimedDescription', { site, when: when(shift) }) });
    } catch (error) {
      notifyError(error, t('openShifts.claimFailed'));
    }
  }

  async function withdrawIt() {
    try {
      await withdraw(shift.id).unwrap();
      notify({ title: t('openShifts.withdrawn') });
    } catch (error) {
      notifyError(error, t('openShifts.withdrawFailed'));
    }
  }

  return (
    <li style={styles.item} aria-label={t('openShifts.itemLabel', { site, when: when(shift) })}>
      <div style={styles.head}>
        <span className="text-strong">{site}</span>
        <Tag color="green">{t('openShifts.open')}</Tag>
      </div>
      {shift.jobSite?.address && (
        <div className="text-secondary">
          <SvgIcon icon={EnvironmentOutlined} aria-hidden /> {shift.jobSite.address}
        </div>
      )}
      <div>{when(shift)}</div>
      <div className="text-secondary">{t('mySchedule.meet', { time: formatTime(shift.meetTime) })}</div>
      <div style={styles.actions}>
        {shift.myClaim === null ? (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void claimIt()} disabled={claiming.isLoading} aria-busy={claiming.isLoading}>
            {t('openShifts.claim')}
          </button>
        ) : shift.myClaim.status === 'pending' ? (
          <>
            <Tag color="gold">{t('openShifts.waiting')}</Tag>
            <button type="button" className="btn btn-sm" onClick={() => void withdrawIt()} disabled={withdrawing.isLoading} aria-busy={withdrawing.isLoading}>
              {t('openShifts.withdraw')}
            </button>
          </>
        ) : (
          <Tag color="red">{t('openShifts.notApproved')}</Tag>
        )}
      </div>
    </li>
  );
}

export function OpenShiftsSection() {
  const { t } = useT();
  const query = useGetAvailableOpenShiftsQuery();
  const loadError = useReadError(t('openShifts.loadError'), query);
  const shifts = query.data ?? [];

  return (
    <SurfaceCard title={t('openShifts.title')} loading={query.isLoading} loadingRows={2} style={{ marginTop: 16 }}>
      {loadError && <ErrorNotice description={loadError} />}
      {shifts.length === 0 ? (
        !loadError && <div className="text-secondary">{t('openShifts.empty')}</div>
      ) : (
        <ul style={styles.list}>
          {shifts.map((shift) => (
            <OpenShiftItem key={shift.id} shift={shift} />
          ))}
        </ul>
      )}
    </SurfaceCard>
  );
}
