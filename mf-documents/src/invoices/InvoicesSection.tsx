// The admin's invoices, a section of /financial-documents: every invoice with its client, number,
// due date, amount and status; Create Invoice; Mark Paid (cheque, transfer); Void, once confirmed.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatDate, formatMoney, notify, notifyError, todayIso, useReadError, type Invoice } from 'shell/sdk';
import { ResponsiveTable } from 'shell/sdk/ui';

import { useT } from '../messages';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';
import { useGetAdminInvoicesQuery, useUpdateInvoiceStatusMutation } from './invoicesAdminApi';

/** Each status's badge colour; its label is the catalog's `invoices.<status>`. */
const BADGE_COLORS: Record<Invoice['status'], string> = { unpaid: 'orange', paid: 'green', void: 'default' };

function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useT();
  const [updateStatus, { isLoading }] = useUpdateInvoiceStatusMutation();
  if (invoice.status !== 'unpaid') return null;

  async function change(status: 'paid' | 'void') {
    try {
      await updateStatus({ id: invoice.id, status }).unwrap();
      const number = invoice.invoiceNumber;
      notify(
        status === 'paid'
          ? { title: t('invoices.paidTitle'), description: t('invoices.paidText', { number }) }
          : { title: t('invoices.voidedTitle'), description: t('invoices.voidedText', { number }) },
      );
    } catch (error) {
      notifyError(error, t('invoices.updateFailed'), t('common.error'));
    }
  }

  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Popconfirm
        title={t('invoices.markPaidConfirm')}
        description={t('invoices.markPaidHelp')}
        okText={t('invoices.markPaid')}
        cancelText={t('common.cancel')}
        onConfirm={() => change('paid')}
      >
        <Button size="small" loading={isLoading} aria-label={t('invoices.markPaidLabel', { number: invoice.invoiceNumber })}>
          {t('invoices.markPaid')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('invoices.voidConfirm')}
        description={t('invoices.voidHelp')}
        okText={t('invoices.void')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onConfirm={() => change('void')}
      >
        <Button size="small" danger loading={isLoading} aria-label={t('invoices.voidLabel', { number: invoice.invoiceNumber })}>
          {t('invoices.void')}
        </Button>
      </Popconfirm>
    </div>
  );
}

export function InvoicesSection() {
  const { t } = useT();
  const invoices = useGetAdminInvoicesQuery();
  const loadError = useReadError(t('invoices.loadFailed'), invoices);
  const today = todayIso();

  return (
    <Card title={t('invoices.title')} extra={<CreateInvoiceDialog />} style={{ marginTop: 16 }}>
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}
      <ResponsiveTable<Invoice>
        rowKey="id"
        size="small"
        loading={invoices.isLoading}
        dataSource={invoices.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('invoices.empty') }}
        columns={[
          { title: t('invoices.number'), dataIndex: 'invoiceNumber', key: 'number' },
          {
            title: t('invoices.client'),
            key: 'client',
            render: (_value, invoice) => (invoice.client ? `${invoice.client.firstName} ${invoice.client.lastName}` : ''),
          },
          {
            title: t('invoices.description'),
            dataIndex: 'description',
            key: 'description',
            render: (description: string, invoice) => (
              <>
                {description}
                {invoice.jobSite && (
                  <div>
                    <Typography.Text type="secondary">{invoice.jobSite.name}</Typography.Text>
                  </div>
                )}
              </>
            ),
          },
          {
            title: t('invoices.dueDate'),
            dataIndex: 'dueDate',
            key: 'dueDate',
            render: (dueDate: string, invoice) => (
              <Typography.Text type={invoice.status === 'unpaid' && dueDate < today ? 'danger' : undefined}>{formatDate(dueDate)}</Typography.Text>
            ),
          },
          { title: t('invoices.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: string) => formatMoney(amount) },
          {
            title: t('invoices.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: Invoice['status'], invoice) => (
              <>
                <Tag color={BADGE_COLORS[status]}>{t(`invoices.${status}`)}</Tag>
                {status === 'unpaid' && invoice.dueDate < today && <Tag color="red">{t('invoices.overdue')}</Tag>}
              </>
            ),
          },
          { title: t('invoices.actions'), key: 'actions', render: (_value, invoice) => <InvoiceActions invoice={invoice} /> },
        ]}
      />
    </Card>
  );
}
