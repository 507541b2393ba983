// The card payment step shared by every remote that takes money. Stripe.js and its Elements are
// a chunk of their own, fetched only when a payment starts: no page pays for them otherwise.
import Spin from 'antd/es/spin';
import { lazy, Suspense } from 'react';

import { sdkMessages } from '../messages';
import type { CardPaymentProps } from './CardPaymentForm';

const CardPaymentForm = lazy(() => import(/* webpackChunkName: "card-payment" */ './CardPaymentForm'));

export function CardPayment(props: CardPaymentProps) {
  const { t } = sdkMessages.useT();
  return (
    <Suspense fallback={<Spin tip={t('loading.paymentForm')} />}>
      <CardPaymentForm {...props} />
    </Suspense>
  );
}
