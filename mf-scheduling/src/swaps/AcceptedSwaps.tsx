// The accepted swaps on the Scheduling page's Shift requests: who gives which shift to whom, each
// with Approve (the shift becomes the coworker's, after the warnings it would give them; the server
// checks their conflicts again) and Reject.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { notify, notifyError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useT } from '../messages';
import { ApproveWithWarnings } from '../open-shifts/ApproveWithWarnings';
import { useOpenShiftWhen } from '../open-shifts/useOpenShiftWhen';
import { type SwapRequest, useSwapStepMutation } from './swapsApi';

function AcceptedSwap({ request }: { request: SwapRequest }) {
  const { t } = useT();
  const when = useOpenShiftWhen();
  const [step, stepping] = useSwapStepMutation();
  const from = fullNameOf(request.from);
  const to = fullNameOf(request.to);
  const site = request.shift.jobSite?.name ?? t('common.jobSite');
  const deciding = stepping.originalArgs?.step;

  async function decide(next: 'approve' | 'reject') {
    try {
      await step({ id: request.id, step: next }).unwrap();
      notify({ title: t(next === 'approve' ? 'swaps.approved' : 'swaps.rejected'), description: t('swaps.decidedDescription', { from, to }) });
    } catch (error) {
      notifyError(error, t('shiftRequests.decideFailed'));
    }
  }

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }} aria-label={t('swaps.swapLabel', { from, to })}>
      <Typography.Text strong>{t('swaps.fromTo', { from, to })}</Typography.Text>
      <div>{site}</div>
      <Typography.Text type="secondary">{when(request.shift)}</Typography.Text>
      <div>
        <Space wrap style={{ marginTop: 8 }}>
          <ApproveWithWarnings
            person={request.to}
            shift={request.shift}
            shiftId={request.shift.id}
            approving={stepping.isLoading && deciding === 'approve'}
            disabled={stepping.isLoading}
            onApprove={() => decide('approve')}
          />
          <Button danger size="small" loading={stepping.isLoading && deciding === 'reject'} disabled={stepping.isLoading} onClick={() => void decide('reject')}>
            {t('shiftRequests.reject')}
          </Button>
        </Space>
      </div>
    </li>
  );
}

export function AcceptedSwaps({ requests }: { requests: SwapRequest[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {requests.map((request) => (
        <AcceptedSwap key={request.id} request={request} />
      ))}
    </ul>
  );
}
