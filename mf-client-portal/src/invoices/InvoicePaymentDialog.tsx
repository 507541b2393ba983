// The card payment of one invoice (antd's Modal and Stripe Elements), loaded when a client first
// pays: the server checks the intent with Stripe before the invoice counts as paid.
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { formatMoney, type Invoice, notify, notifyError } from 'shell/sdk';
import { CardPayment } from 'shell/sdk/ui';

import { useT } from '../messages';
import { useConfirmInvoicePaymentMutation } from './invoicesApi';

export interface InvoicePaymentDialogProps {
  invoice: Invoice;
  clientSecret: string;
  publishableKey: string;
  onClose: () => void;
}

export default function InvoicePaymentDialog({ invoice, clientSecret, publishableKey, onClose }: InvoicePaymentDialogProps) {
  const { t } = useT();
  const [confirmPayment, confirming] = useConfirmInvoicePaymentMutation();

  async function paid(paymentIntentId: string) {
    try {
      await confirmPayment({ invoiceId: invoice.id, paymentIntentId }).unwrap();
      onClose();
      notify({ title: t('invoices.successful'), description: t('invoices.successfulText', { number: invoice.invoiceNumber }) });
    } catch (error) {
      notifyError(error, t('invoices.failed'));
    }
  }

  return (
    <Modal
      open
      title={t('invoices.payTitle', { number: invoice.invoiceNumber })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!confirming.isLoading}
    >
      <Typography.Paragraph type="secondary">{invoice.description}</Typography.Paragraph>
      <CardPayment
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        amountLabel={formatMoney(invoice.amount)}
        onPaid={paid}
        onFailed={(message) => notify({ title: t('invoices.paymentFailed'), description: message, variant: 'destructive' })}
      />
    </Modal>
  );
}
