// My Schedule's "Subscribe in your calendar" button: plain markup on the page (a worker's first
// screen on a phone loads no antd); the dialog, with antd, downloads when first opened, the button
// busy meanwhile, and stays mounted afterwards.
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { lazy, Suspense, useCallback, useState } from 'react';
import { AntdFrame, SvgIcon } from 'shell/sdk';

import { useT } from '../messages';

const CalendarSubscribeDialog = lazy(() => import('./CalendarSubscribeDialog'));

export function CalendarSubscribe() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <>
      <button
        type="button"
        className="btn"
        aria-busy={mounted && !ready}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <SvgIcon icon={CalendarOutlined} aria-hidden />
        {t('calendarFeed.subscribe')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <AntdFrame>
            <CalendarSubscribeDialog open={open} onClose={() => setOpen(false)} onReady={onReady} />
          </AntdFrame>
        </Suspense>
      )}
    </>
  );
}
