// Stripe Elements around a PaymentIntent the server created for its own amount: this collects the
// card and confirms with Stripe; the server then checks the intent before marking anything paid.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import Button from 'antd/es/button';
import { type FormEvent, useState } from 'react';

import { sdkMessages } from '../messages';

export interface CardPaymentProps {
  /** From useStripePublishableKey(). */
  publishableKey: string;
  /** The PaymentIntent's client secret, as the server returned it. */
  clientSecret: string;
  /** Shown on the button, e.g. '$1,250.00' (the sdk's formatMoney). */
  amountLabel: string;
  /** The card was accepted: ask the server to confirm `paymentIntentId`. */
  onPaid(paymentIntentId: string): void;
  /** The provider refused: its message, for the 'Payment Failed' notice. */
  onFailed(message: string): void;
}

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export default function CardPaymentForm({ publishableKey, clientSecret, ...form }: CardPaymentProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmForm {...form} />
    </Elements>
  );
}

function ConfirmForm({ amountLabel, onPaid, onFailed }: Pick<CardPaymentProps, 'amountLabel' | 'onPaid' | 'onFailed'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const { t } = sdkMessages.useT();

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({ elements, redirect: 'if_required' });
      if (error) onFailed(error.message ?? t('payment.failed'));
      else if (paymentIntent) onPaid(paymentIntent.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={pay} aria-label={t('payment.formLabel')}>
      <PaymentElement />
      <Button type="primary" htmlType="submit" block loading={busy} disabled={!stripe || !elements} style={{ marginTop: 16 }}>
        {t('payment.pay', { amount: amountLabel })}
      </Button>
    </form>
  );
}
