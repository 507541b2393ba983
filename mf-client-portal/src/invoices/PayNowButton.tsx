// Pay Now on one unpaid invoice. Without a publishable key (payment not configured, the default)
// it says so; with one, the server creates an intent for the invoice's own amount, Stripe
// Elements takes the card, and the server confirms the intent before the invoice counts as paid.
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatMoney, type Invoice, notify, notifyError, useStripePublishableKey } from 'shell/sdk';
import { CardPayment } from 'shell/sdk/ui';

import { useConfirmInvoicePaymentMutation, useCreateInvoicePaymentIntentMutation } from './invoicesApi';

export const PAYMENT_UNAVAILABLE = { title: 'Payment Unavailable', description: 'Payment processing is not configured. Please contact support.' };

export function PayNowButton({ invoice }: { invoice: Invoice }) {
  const publishableKey = useStripePublishableKey();
  const [startPayment, starting] = useCreateInvoicePaymentIntentMutation();
  const [confirmPayment, confirming] = useConfirmInvoicePaymentMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  async function payNow() {
    if (!publishableKey) {
      notify({ ...PAYMENT_UNAVAILABLE, variant: 'destructive' });
      return;
    }
    try {
      const started = await startPayment(invoice.id).unwrap();
      setClientSecret(started.clientSecret);
    } catch (error) {
      notifyError(error, 'Failed to initialize payment');
    }
  }

  async function paid(paymentIntentId: string) {
    try {
      await confirmPayment({ invoiceId: invoice.id, paymentIntentId }).unwrap();
      setClientSecret(null);
      notify({ title: 'Payment Successful', description: `Invoice ${invoice.invoiceNumber} is paid. Thank you!` });
    } catch (error) {
      notifyError(error, 'Failed to process payment');
    }
  }

  return (
    <>
      <Button type="primary" size="small" onClick={payNow} loading={starting.isLoading} disabled={publishableKey === undefined} aria-label={`Pay Now: invoice ${invoice.invoiceNumber}`}>
        Pay Now
      </Button>
      <Modal open={clientSecret !== null} title={`Pay invoice ${invoice.invoiceNumber}`} footer={null} onCancel={() => setClientSecret(null)} destroyOnHidden maskClosable={!confirming.isLoading}>
        <Typography.Paragraph type="secondary">{invoice.description}</Typography.Paragraph>
        {clientSecret && publishableKey && (
          <CardPayment
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            amountLabel={formatMoney(invoice.amount)}
            onPaid={paid}
            onFailed={(message) => notify({ title: 'Payment Failed', description: message, variant: 'destructive' })}
          />
        )}
      </Modal>
    </>
  );
}
