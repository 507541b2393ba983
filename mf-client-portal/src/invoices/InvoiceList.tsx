// The client's invoices: number, description, due date, amount, status badge; overdue
// unpaid ones stand out; each unpaid one offers Pay Now. Plain markup (the client's first screen),
// a page of INVOICE_PAGE_SIZE at a time: a client of some years has a hundred invoices or more.
import { formatDate, formatMoney, ShowMore, SurfaceCard, Tag, todayIso, type Invoice } from 'shell/sdk';
import { useState } from 'react';

import { useT } from '../messages';
import { INVOICE_BADGE_COLORS, isOverdue } from './invoiceStatus';
import { useInvoicePayment } from './useInvoicePayment';

/** Invoices shown at first, and added by each Show more. */
export const INVOICE_PAGE_SIZE = 10;

const OVERDUE_ROW = { background: '#fff1f0', borderLeft: '3px solid #cf1322', paddingLeft: 8, paddingRight: 8 } as const;
const OVERDUE_TEXT = { color: '#a8071a' } as const;

export function InvoiceList({ invoices, loading }: { invoices: Invoice[]; loading: boolean }) {
  const { t } = useT();
  const today = todayIso();
  const [shown, setShown] = useState(INVOICE_PAGE_SIZE);
  const payment = useInvoicePayment();
  const page = invoices.slice(0, shown);
  return (
    <SurfaceCard title={t('invoices.title')} loading={loading} loadingRows={3}>
      {invoices.length === 0 ? (
        <span className="text-secondary">{t('invoices.empty')}</span>
      ) : (
        <ul className="plain-list" aria-label={t('invoices.list')}>
          {page.map((invoice) => {
            const overdue = isOverdue(invoice, today);
            return (
              <li
                key={invoice.id}
                className="plain-list-row"
                style={overdue ? OVERDUE_ROW : undefined}
                aria-label={t('invoices.invoice', { number: invoice.invoiceNumber })}
              >
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <span className="text-strong">{invoice.invoiceNumber}</span>
                  <div className="text-secondary">{invoice.description}</div>
                  <span className={overdue ? undefined : 'text-secondary'} style={overdue ? OVERDUE_TEXT : undefined}>
                    {t('invoices.due', { date: formatDate(invoice.dueDate) })}
                  </span>
                </div>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <span className="text-strong">{formatMoney(invoice.amount)}</span>
                  <Tag color={INVOICE_BADGE_COLORS[invoice.status]}>{t(`invoices.status.${invoice.status}`)}</Tag>
                  {overdue && <Tag color="red">{t('invoices.overdue')}</Tag>}
                  {invoice.status === 'unpaid' && (
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      onClick={() => payment.payNow(invoice)}
                      aria-busy={payment.startingId === invoice.id}
                      disabled={!payment.ready}
                      aria-label={t('invoices.payNowLabel', { number: invoice.invoiceNumber })}
                    >
                      {t('invoices.payNow')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {invoices.length > INVOICE_PAGE_SIZE && (
        <ShowMore
          shown={page.length}
          total={invoices.length}
          hasMore={shown < invoices.length}
          loading={false}
          onShowMore={() => setShown((count) => count + INVOICE_PAGE_SIZE)}
          what={t('invoices.showMore')}
        />
      )}
      {payment.dialog}
    </SurfaceCard>
  );
}
