// The client's invoices: number, description, due date, amount, status badge; overdue
// unpaid ones stand out; each unpaid one offers Pay Now.
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatDate, formatMoney, todayIso, type Invoice } from 'shell/sdk';

import { INVOICE_BADGES, isOverdue } from './invoiceStatus';
import { PayNowButton } from './PayNowButton';

const OVERDUE_ROW = { background: '#fff1f0', borderLeft: '3px solid #cf1322', paddingLeft: 8, paddingRight: 8 } as const;

export function InvoiceList({ invoices, loading }: { invoices: Invoice[]; loading: boolean }) {
  const today = todayIso();
  return (
    <Card title="Invoices" loading={loading}>
      {invoices.length === 0 ? (
        <Typography.Text type="secondary">No invoices found</Typography.Text>
      ) : (
        <ul className="plain-list" aria-label="Invoices">
          {invoices.map((invoice) => {
            const overdue = isOverdue(invoice, today);
            const badge = INVOICE_BADGES[invoice.status];
            return (
              <li key={invoice.id} className="plain-list-row" style={overdue ? OVERDUE_ROW : undefined} aria-label={`Invoice ${invoice.invoiceNumber}`}>
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography.Text strong>{invoice.invoiceNumber}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">{invoice.description}</Typography.Text>
                  </div>
                  <Typography.Text type={overdue ? 'danger' : 'secondary'}>Due {formatDate(invoice.dueDate)}</Typography.Text>
                </div>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <Typography.Text strong>{formatMoney(invoice.amount)}</Typography.Text>
                  <Tag color={badge.color}>{badge.label}</Tag>
                  {overdue && <Tag color="red">Overdue</Tag>}
                  {invoice.status === 'unpaid' && <PayNowButton invoice={invoice} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
