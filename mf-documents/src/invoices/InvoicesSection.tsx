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

import { CreateInvoiceDialog } from './CreateInvoiceDialog';
import { useGetAdminInvoicesQuery, useUpdateInvoiceStatusMutation } from './invoicesAdminApi';

const BADGES: Record<Invoice['status'], { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  void: { label: 'Void', color: 'default' },
};

function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const [updateStatus, { isLoading }] = useUpdateInvoiceStatusMutation();
  if (invoice.status !== 'unpaid') return null;

  async function change(status: 'paid' | 'void') {
    try {
      await updateStatus({ id: invoice.id, status }).unwrap();
      notify({ title: status === 'paid' ? 'Invoice Paid' : 'Invoice Voided', description: `Invoice ${invoice.invoiceNumber} is now ${status}.` });
    } catch (error) {
      notifyError(error, 'Failed to update invoice');
    }
  }

  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Popconfirm
        title="Mark this invoice paid?"
        description="For payments received outside the app (cheque, transfer)."
        okText="Mark Paid"
        onConfirm={() => change('paid')}
      >
        <Button size="small" loading={isLoading} aria-label={`Mark Paid: invoice ${invoice.invoiceNumber}`}>
          Mark Paid
        </Button>
      </Popconfirm>
      <Popconfirm
        title="Void this invoice?"
        description="The client will no longer owe it. This cannot be undone."
        okText="Void"
        okButtonProps={{ danger: true }}
        onConfirm={() => change('void')}
      >
        <Button size="small" danger loading={isLoading} aria-label={`Void: invoice ${invoice.invoiceNumber}`}>
          Void
        </Button>
      </Popconfirm>
    </div>
  );
}

export function InvoicesSection() {
  const invoices = useGetAdminInvoicesQuery();
  const loadError = useReadError('Failed to load invoices', invoices);
  const today = todayIso();

  return (
    <Card title="Invoices" extra={<CreateInvoiceDialog />} style={{ marginTop: 16 }}>
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}
      <ResponsiveTable<Invoice>
        rowKey="id"
        size="small"
        loading={invoices.isLoading}
        dataSource={invoices.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        locale={{ emptyText: 'No invoices found' }}
        columns={[
          { title: 'Number', dataIndex: 'invoiceNumber', key: 'number' },
          {
            title: 'Client',
            key: 'client',
            render: (_value, invoice) => (invoice.client ? `${invoice.client.firstName} ${invoice.client.lastName}` : ''),
          },
          {
            title: 'Description',
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
            title: 'Due Date',
            dataIndex: 'dueDate',
            key: 'dueDate',
            render: (dueDate: string, invoice) => (
              <Typography.Text type={invoice.status === 'unpaid' && dueDate < today ? 'danger' : undefined}>{formatDate(dueDate)}</Typography.Text>
            ),
          },
          { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: string) => formatMoney(amount) },
          {
            title: 'Status',
            dataIndex: 'status',
            key: 'status',
            render: (status: Invoice['status'], invoice) => (
              <>
                <Tag color={BADGES[status].color}>{BADGES[status].label}</Tag>
                {status === 'unpaid' && invoice.dueDate < today && <Tag color="red">Overdue</Tag>}
              </>
            ),
          },
          { title: 'Actions', key: 'actions', render: (_value, invoice) => <InvoiceActions invoice={invoice} /> },
        ]}
      />
    </Card>
  );
}
