// Pay Now, one for the whole invoice list (not one per row: a hundred rows each subscribed to the
// config and two mutations re-rendered at every answer). Without a publishable key (payment not
// configured, the default) it says so; with one, the server creates an intent for the
// invoice's own amount, and the payment dialog (antd and Stripe, loaded when it first opens) takes
// the card; the server confirms the intent before the invoice counts as paid.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AntdFrame, type Invoice, notify, notifyError, useStripePublishableKey } from 'shell/sdk';

import { messages } from '../messages';
import { useCreateInvoicePaymentIntentMutation } from './invoicesApi';

const InvoicePaymentDialog = lazy(() => import('./InvoicePaymentDialog'));

export interface InvoicePayment {
  /** False until the payment configuration is known (the buttons wait for it). */
  ready: boolean;
  /** The invoice whose payment is being started, if any. */
  startingId: string | null;
  payNow(invoice: Invoice): void;
  /** The payment dialog, once a payment has started. */
  dialog: ReactNode;
}

export function useInvoicePayment(): InvoicePayment {
  const publishableKey = useStripePublishableKey();
  const [startPayment] = useCreateInvoicePaymentIntentMutation();
  const [startingId, setStartingId] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ invoice: Invoice; clientSecret: string } | null>(null);

  async function payNow(invoice: Invoice) {
    if (!publishableKey) {
      notify({ title: messages.t('invoices.unavailable'), description: messages.t('invoices.unavailableText'), variant: 'destructive' });
      return;
    }
    setStartingId(invoice.id);
    try {
      const started = await startPayment(invoice.id).unwrap();
      setPaying({ invoice, clientSecret: started.clientSecret });
    } catch (error) {
      notifyError(error, messages.t('invoices.initFailed'));
    } finally {
      setStartingId(null);
    }
  }

  const dialog =
    paying && publishableKey ? (
      <Suspense fallback={null}>
        <AntdFrame>
          <InvoicePaymentDialog invoice={paying.invoice} clientSecret={paying.clientSecret} publishableKey={publishableKey} onClose={() => setPaying(null)} />
        </AntdFrame>
      </Suspense>
    ) : null;

  return { ready: publishableKey !== undefined, startingId, payNow: (invoice) => void payNow(invoice), dialog };
}
