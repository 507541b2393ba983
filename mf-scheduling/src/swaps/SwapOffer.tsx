// A shift's Offer swap on My Schedule: on the person's own shifts from today on, unless one is
// already open for it (then it says to whom it is offered). Plain markup; the dialog (antd) is
// downloaded when first opened, the button busy meanwhile.
import { lazy, Suspense, useEffect, useState } from 'react';
import { AntdFrame, type Schedule, Tag, todayIso } from 'shell/sdk';

import { useT } from '../messages';
import { personName } from './personName';
import { useGetMySwapRequestsQuery } from './swapsApi';

const ROW = { marginTop: 8 } as const;

const OfferSwapDialog = lazy(() => import('./OfferSwapDialog'));

/** Rendered once the dialog's code is in: the button stops showing it busy. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

export function SwapOffer({ shift }: { shift: Schedule }) {
  const { t } = useT();
  const requests = useGetMySwapRequestsQuery();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (shift.date < todayIso() || shift.draft) return null;
  const pending = requests.data?.find((request) => request.shift.id === shift.id && request.from.id === shift.workerId);
  if (pending) {
    return (
      <div style={ROW}>
        <Tag color="purple">{t('swaps.offeredTo', { name: personName(pending.to) })}</Tag>
      </div>
    );
  }
  return (
    <div style={ROW}>
      <button
        type="button"
        className="btn btn-sm"
        aria-busy={mounted && !loaded}
        aria-label={t('swaps.offerLabel', { site: shift.jobSite?.name ?? t('common.jobSite') })}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('swaps.offerSwap')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <AntdFrame>
            <OfferSwapDialog shift={shift} open={open} onClose={() => setOpen(false)} />
            <Loaded onLoaded={() => setLoaded(true)} />
          </AntdFrame>
        </Suspense>
      )}
    </div>
  );
}
