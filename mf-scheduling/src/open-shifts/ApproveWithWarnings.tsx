// Approve for a step that gives a shift to someone (an open shift's claim, an accepted swap): the
// same warnings the Schedule Worker dialog asks the admin to confirm (unavailable that weekday,
// pending time off, overtime, no day of rest in seven) are shown first, with Approve anyway and
// Back; with none, it approves at once. The server refuses only a real conflict, as for any shift.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useT } from '../messages';
import { type ScheduleWarning, warningsToConfirm } from '../scheduling/scheduleRules';
import { useLazyCheckScheduleQuery } from '../scheduling/schedulingApi';

interface Props {
  /** Who would get the shift. */
  person: { id: string; firstName: string; lastName: string };
  shift: { date: string; startTime: string; endTime: string };
  /** The shift's own id when it exists already (a swap): its hours are not counted twice. */
  shiftId?: string;
  approving: boolean;
  disabled: boolean;
  onApprove: () => Promise<void>;
}

export function ApproveWithWarnings({ person, shift, shiftId, approving, disabled, onApprove }: Props) {
  const { t } = useT();
  const [check, checking] = useLazyCheckScheduleQuery();
  const [warnings, setWarnings] = useState<ScheduleWarning[] | null>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (warnings) intro.current?.focus();
  }, [warnings]);

  async function approve() {
    const params = { workerId: person.id, date: shift.date, startTime: shift.startTime, endTime: shift.endTime, ...(shiftId ? { excludeId: shiftId } : {}) };
    let found: ScheduleWarning[];
    try {
      found = warningsToConfirm(await check(params).unwrap(), person, shift.date);
    } catch (error) {
      notifyError(error, t('shiftRequests.checkFailed', { name: fullNameOf(person) }));
      return;
    }
    if (found.length > 0) setWarnings(found);
    else await onApprove();
  }

  if (warnings) {
    return (
      <div style={{ flexBasis: '100%' }}>
        <p ref={intro} tabIndex={-1} style={{ margin: '8px 0 4px' }}>
          {t('shiftRequests.confirmIntro', { name: fullNameOf(person) })}
        </p>
        <ul style={{ paddingLeft: 20, margin: '0 0 8px' }}>
          {warnings.map((warning) => (
            <li key={warning.kind}>{warning.message}</li>
          ))}
        </ul>
        <Space wrap>
          <Button size="small" onClick={() => setWarnings(null)}>
            {t('shiftRequests.back')}
          </Button>
          <Button type="primary" size="small" loading={approving} disabled={disabled} onClick={() => void onApprove().then(() => setWarnings(null))}>
            {t('shiftRequests.approveAnyway')}
          </Button>
        </Space>
      </div>
    );
  }
  return (
    <Button type="primary" size="small" loading={approving || checking.isFetching} disabled={disabled} onClick={() => void approve()}>
      {t('shiftRequests.approve')}
    </Button>
  );
}
