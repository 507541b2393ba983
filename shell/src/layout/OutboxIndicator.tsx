// The header's "Waiting to send (3)": shown while the logged-in person has writes on this device
// that the server has not taken yet (the sdk's outbox). It opens the list of them, oldest first:
// what and when, waiting, or refused with the server's reason and a Dismiss button (a refused one
// stays until dismissed). Send now tries at once instead of waiting for the retry timer.
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

import { useT } from '../messages';
import { localeTag, notifyError, outbox, type OutboxItem, useIsOffline, useOutbox } from '../sdk';
import { SvgIcon } from '../sdk/SvgIcon';

const TIMES = new Map<string, Intl.DateTimeFormat>();
function timeFormat(language: string): Intl.DateTimeFormat {
  const tag = localeTag(language);
  let format = TIMES.get(tag);
  if (!format) TIMES.set(tag, (format = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })));
  return format;
}

function OutboxRow({ item }: { item: OutboxItem }) {
  const { t, language } = useT();
  const what = item.detail ? `${t(`outbox.kind.${item.kind}`)}: ${item.detail}` : t(`outbox.kind.${item.kind}`);
  return (
    <li className={`outbox-item${item.refusal ? ' refused' : ''}`}>
      <span className="bell-item-head">
        <strong className="text-strong">{what}</strong>
        <time className="text-secondary bell-item-time" dateTime={item.actedAt}>
          {timeFormat(language).format(new Date(item.actedAt))}
        </time>
      </span>
      {item.refusal ? (
        <>
          <span className="outbox-refusal">{t('outbox.refused', { reason: item.refusal })}</span>
          <button
            type="button"
            className="btn btn-sm"
            aria-label={t('outbox.dismissLabel', { what })}
            onClick={() => void outbox.dismiss(item.id).catch((error) => notifyError(error, t('outbox.dismissFailed')))}
          >
            {t('outbox.dismiss')}
          </button>
        </>
      ) : (
        <span className="text-secondary">{t('outbox.waitingState')}</span>
      )}
    </li>
  );
}

function OutboxPanel({ id, container, onClose }: { id: string; container: RefObject<HTMLElement | null>; onClose: (returnFocus: boolean) => void }) {
  const { t } = useT();
  const items = useOutbox();
  const offline = useIsOffline();
  const panel = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, onClose]);

  const sendNow = () => {
    setSending(true);
    void outbox.replay().finally(() => setSending(false));
  };

  return (
    <div id={id} ref={panel} className="bell-panel outbox-panel" role="dialog" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="bell-panel-head">
        <h2 id={`${id}-title`}>{t('outbox.title')}</h2>
        <button type="button" className="btn btn-sm" onClick={sendNow} aria-busy={sending} disabled={sending || items.every((item) => item.refusal)}>
          {t('outbox.sendNow')}
        </button>
      </div>
      <p className="bell-panel-body outbox-intro text-secondary">{t(offline ? 'outbox.introOffline' : 'outbox.intro')}</p>
      {/* A region the keyboard can scroll: a long list has no focusable rows (only a refusal's Dismiss). */}
      <div className="bell-list" role="region" aria-label={t('outbox.title')} tabIndex={0}>
        <ul className="plain-list">
          {items.map((item) => (
            <OutboxRow key={item.id} item={item} />
          ))}
        </ul>
      </div>
    </div>
  );
}

export function OutboxIndicator() {
  const { t } = useT();
  const items = useOutbox();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const waiting = items.filter((item) => !item.refusal).length;
  const refused = items.length - waiting;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const label = waiting > 0 ? t('outbox.button', { count: waiting }) : t('outbox.refusedButton', { count: refused });
  return (
    <div className="bell outbox" ref={container}>
      {items.length > 0 && (
        <button
          ref={button}
          type="button"
          className={`btn btn-sm outbox-button${refused > 0 ? ' has-refusal' : ''}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-haspopup="dialog"
          onClick={() => setOpen((value) => !value)}
        >
          <SvgIcon icon={CloudUploadOutlined} aria-hidden />
          <span>{label}</span>
        </button>
      )}
      {/* Said when it changes: a write kept, sent or refused. */}
      <span className="visually-hidden" role="status">
        {items.length > 0 ? label : ''}
      </span>
      {open && items.length > 0 && <OutboxPanel id={panelId} container={container} onClose={close} />}
    </div>
  );
}
