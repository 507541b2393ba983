// Create Invoice: a client, optionally one of their job sites, a description, a due date and an
// amount (a decimal string). The number is the server's; a refused submit keeps the dialog open.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { type JobSiteOption, notify, notifyError, type User } from 'shell/sdk';
import { CLIENT_OPTIONS_PATH, clientOptionOf, JOB_SITE_OPTIONS_PATH, jobSiteOptionOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { type NewInvoice, useCreateInvoiceMutation } from './invoicesAdminApi';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
export const NO_CLIENT_SITES = 'This client has no job sites';

export function CreateInvoiceDialog() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewInvoice>();
  const clientId = Form.useWatch('clientId', form);
  const [createInvoice, { isLoading }] = useCreateInvoiceMutation();

  async function submit(values: NewInvoice) {
    try {
      const invoice = await createInvoice({ ...values, amount: values.amount.trim(), jobSiteId: values.jobSiteId || undefined }).unwrap();
      notify({ title: 'Invoice Created', description: `Invoice ${invoice.invoiceNumber} was sent to the client.` });
      setOpen(false);
      form.resetFields();
    } catch (error) {
      notifyError(error, 'Failed to create invoice');
    }
  }

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Create Invoice
      </Button>
      <Modal
        open={open}
        title="Create Invoice"
        onCancel={() => setOpen(false)}
        okText={isLoading ? 'Creating...' : 'Create Invoice'}
        okButtonProps={{ htmlType: 'submit', form: 'create-invoice', loading: isLoading }}
        forceRender
      >
        <Form<NewInvoice> id="create-invoice" name="invoice" form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="clientId" label="Client" rules={[{ required: true, message: 'Client is required' }]}>
            <RemoteSearchSelect<User>
              path={CLIENT_OPTIONS_PATH}
              toOption={clientOptionOf}
              placeholder="Select a client"
              // A site belongs to one client: another client's choice cannot keep it.
              onChange={() => form.setFieldValue('jobSiteId', undefined)}
              aria-label="Client"
            />
          </Form.Item>
          <Form.Item name="jobSiteId" label="Job Site (optional)">
            {/* Only the chosen client's sites, searched on the server; keyed by the client so a
                new client starts a fresh list (nothing of the previous client's is remembered).
                Their first page is read once the client is chosen, to say when they have none. */}
            <RemoteSearchSelect<JobSiteOption>
              key={clientId ?? ''}
              path={JOB_SITE_OPTIONS_PATH}
              params={clientId ? { clientId } : undefined}
              toOption={jobSiteOptionOf}
              disabled={!clientId}
              placeholder="Select a job site"
              emptyPlaceholder={NO_CLIENT_SITES}
              aria-label="Job Site (optional)"
            />
          </Form.Item>
          <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: 'Description is required' }]}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <div className="form-row">
            <Form.Item name="dueDate" label="Due Date" rules={[{ required: true, message: 'Due date is required' }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item
              name="amount"
              label="Amount ($)"
              rules={[
                { required: true, message: 'Amount is required' },
                { pattern: AMOUNT, message: 'Enter dollars with at most 2 decimals, e.g. 1250.00' },
                {
                  validator: async (_rule, value?: string) => {
                    if (value && AMOUNT.test(value) && Number(value) <= 0) throw new Error('Amount must be more than $0.00');
                  },
                },
              ]}
            >
              <Input inputMode="decimal" placeholder="0.00" />
            </Form.Item>
          </div>
        </Form>
      </Modal>
    </>
  );
}
