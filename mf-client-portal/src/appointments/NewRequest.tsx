// The New Request button of the client's requests card: plain markup on the first screen; the
// dialog (antd's Modal and Form, with antd's theme) downloads when it is first opened, the button
// busy meanwhile, and stays mounted afterwards.
import { lazy, Suspense, useEffect, useState } from 'react';
import { AntdFrame } from 'shell/sdk';

import { useT } from '../messages';

const NewRequestDialog = lazy(() => import('./NewRequestDialog'));

/** Rendered once the dialog's code is in: the button stops showing it busy. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

export function NewRequest({ defaultPhoneNumber }: { defaultPhoneNumber: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        aria-busy={mounted && !loaded}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('requests.new')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <AntdFrame>
            <NewRequestDialog open={open} onClose={() => setOpen(false)} defaultPhoneNumber={defaultPhoneNumber} />
            <Loaded onLoaded={() => setLoaded(true)} />
          </AntdFrame>
        </Suspense>
      )}
    </>
  );
}
