// Create Invoice: a client, optionally one of their job sites, a description, a due date and an
// amount (a decimal string). The number is the server's; a refused submit keeps the dialog open.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { type JobSiteOption, notify, notifyError, type User } from 'shell/sdk';
import { CLIENT_OPTIONS_PATH, clientOptionOf, JOB_SITE_OPTIONS_PATH, jobSiteOptionOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { useT } from '../messages';
import { type NewInvoice, useCreateInvoiceMutation } from './invoicesAdminApi';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export function CreateInvoiceDialog() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewInvoice>();
  const clientId = Form.useWatch('clientId', form);
  const [createInvoice, { isLoading }] = useCreateInvoiceMutation();

  async function submit(values: NewInvoice) {
    try {
      const invoice = await createInvoice({ ...values, amount: values.amount.trim(), jobSiteId: values.jobSiteId || undefined }).unwrap();
      notify({ title: t('invoiceDialog.created'), description: t('invoiceDialog.createdText', { number: invoice.invoiceNumber }) });
      setOpen(false);
      form.resetFields();
    } catch (error) {
      notifyError(error, t('invoiceDialog.failed'), t('common.error'));
    }
  }

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('invoiceDialog.open')}
      </Button>
      <Modal
        open={open}
        title={t('invoiceDialog.title')}
        onCancel={() => setOpen(false)}
        okText={isLoading ? t('invoiceDialog.submitting') : t('invoiceDialog.submit')}
        cancelText={t('common.cancel')}
        okButtonProps={{ htmlType: 'submit', form: 'create-invoice', loading: isLoading }}
        forceRender
      >
        <Form<NewInvoice> id="create-invoice" name="invoice" form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="clientId" label={t('invoiceDialog.client')} rules={[{ required: true, message: t('invoiceDialog.clientRequired') }]}>
            <RemoteSearchSelect<User>
              path={CLIENT_OPTIONS_PATH}
              toOption={clientOptionOf}
              placeholder={t('invoiceDialog.selectClient')}
              // A site belongs to one client: another client's choice cannot keep it.
              onChange={() => form.setFieldValue('jobSiteId', undefined)}
              aria-label={t('invoiceDialog.client')}
            />
          </Form.Item>
          <Form.Item name="jobSiteId" label={t('invoiceDialog.jobSite')}>
            {/* Only the chosen client's sites, searched on the server; keyed by the client so a
                new client starts a fresh list (nothing of the previous client's is remembered).
                Their first page is read once the client is chosen, to say when they have none. */}
            <RemoteSearchSelect<JobSiteOption>
              key={clientId ?? ''}
              path={JOB_SITE_OPTIONS_PATH}
              params={clientId ? { clientId } : undefined}
              toOption={jobSiteOptionOf}
              disabled={!clientId}
              placeholder={t('invoiceDialog.selectJobSite')}
              emptyPlaceholder={t('invoiceDialog.noClientSites')}
              aria-label={t('invoiceDialog.jobSite')}
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('invoiceDialog.description')}
            rules={[{ required: true, whitespace: true, message: t('invoiceDialog.descriptionRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <div className="form-row">
            <Form.Item name="dueDate" label={t('invoiceDialog.dueDate')} rules={[{ required: true, message: t('invoiceDialog.dueDateRequired') }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t('invoiceDialog.amount')}
              rules={[
                { required: true, message: t('invoiceDialog.amountRequired') },
                { pattern: AMOUNT, message: t('invoiceDialog.amountFormat') },
                {
                  validator: async (_rule, value?: string) => {
                    if (value && AMOUNT.test(value) && Number(value) <= 0) throw new Error(t('invoiceDialog.amountPositive'));
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
