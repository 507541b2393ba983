// Payment (/payment?orderId=..., admin): pays a supply order by card with Stripe. The
// server makes the PaymentIntent for the order's own total and checks it with Stripe before the
// order counts as paid. Without payment configuration (the default) the page says so.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useRef } from 'react';
import { errorMessage, formatMoney, notify, notifyError, useNavigate, useReadError, useSearchParams, useStripePublishableKey } from 'shell/sdk';
import { CardPayment, PageHeader } from 'shell/sdk/ui';

import { messages, useT } from '../messages';
import { useConfirmOrderPaymentMutation, useGetSupplyOrderQuery, useStartOrderPaymentMutation } from '../supplies/suppliesApi';
import { canPay, orderNumber, VENDOR_NAMES } from '../supplies/supplyOrders';
import type { SupplyOrder } from '../supplies/types';

function BackToSupplies({ type = 'default' }: { type?: 'default' | 'primary' }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Button type={type} onClick={() => navigate('/supplies')}>
      {t('payment.back')}
    </Button>
  );
}

function Loading() {
  const { t } = useT();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} role="status">
      <Spin />
      <Typography.Text style={{ marginLeft: 12 }}>{t('payment.loading')}</Typography.Text>
    </div>
  );
}

function ConfigurationError() {
  const { t } = useT();
  useEffect(() => {
    notify({ title: messages.t('payment.configTitle'), description: messages.t('payment.notConfigured'), variant: 'destructive' });
  }, []);
  return (
    <Card title={t('payment.configCard')} style={{ maxWidth: 560 }}>
      <Typography.Paragraph>{t('payment.configText')}</Typography.Paragraph>
      <BackToSupplies type="primary" />
    </Card>
  );
}

function OrderSummary({ order }: { order: SupplyOrder }) {
  const { t } = useT();
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('payment.order')}>#{orderNumber(order)}</Descriptions.Item>
      <Descriptions.Item label={t('payment.items')}>{order.items.join(', ')}</Descriptions.Item>
      <Descriptions.Item label={t('payment.vendor')}>{VENDOR_NAMES[order.vendor]}</Descriptions.Item>
      <Descriptions.Item label={t('payment.total')}>{formatMoney(order.totalCost)}</Descriptions.Item>
    </Descriptions>
  );
}

function OrderPayment({ orderId, publishableKey }: { orderId: string; publishableKey: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const orderQuery = useGetSupplyOrderQuery(orderId);
  const order = orderQuery.data;
  const loadError = useReadError(t('payment.loadFailed'), orderQuery);
  const [startPayment, started] = useStartOrderPaymentMutation();
  const [confirmPayment, confirming] = useConfirmOrderPaymentMutation();
  const requested = useRef(false);

  const payable = order ? canPay(order) : false;
  useEffect(() => {
    if (!payable || requested.current) return;
    requested.current = true;
    startPayment(orderId)
      .unwrap()
      .catch((error: unknown) => notifyError(error, messages.t('payment.initFailed')));
  }, [payable, orderId, startPayment]);

  async function paid(paymentIntentId: string) {
    try {
      const confirmed = await confirmPayment({ id: orderId, paymentIntentId }).unwrap();
      // A bank may still be processing the payment: the order turns paid when Stripe's webhook says so.
      notify(
        confirmed.paymentStatus === 'paid'
          ? { title: t('payment.successful'), description: t('payment.successfulText', { number: orderNumber(confirmed) }) }
          : { title: t('payment.processing'), description: t('payment.processingText', { number: orderNumber(confirmed) }) },
      );
      navigate('/supplies');
    } catch (error) {
      notifyError(error, t('payment.failed'));
    }
  }

  if (loadError) return <Alert type="error" showIcon title={t('common.error')} description={loadError} action={<BackToSupplies />} />;
  if (!order) return <Loading />;
  if (!payable) {
    return (
      <Result
        status={order.paymentStatus === 'paid' ? 'success' : 'info'}
        title={
          order.paymentStatus === 'paid'
            ? t('payment.isPaid')
            : t('payment.cannotPay', {
                status: t(`orders.status.${order.status}`).toLowerCase(),
                payment: t(`orders.payment.${order.paymentStatus}`).toLowerCase(),
              })
        }
        extra={<BackToSupplies type="primary" />}
      />
    );
  }
  return (
    <Card title={t('payment.cardTitle')} style={{ maxWidth: 560 }}>
      <div style={{ display: 'grid', gap: 16 }}>
        <OrderSummary order={order} />
        {started.isError && (
          <Alert
            type="error"
            showIcon
            title={t('common.error')}
            description={errorMessage(started.error, t('payment.initFailed'))}
            action={<BackToSupplies />}
          />
        )}
        {started.isLoading && <Loading />}
        {started.data && !confirming.isLoading && (
          <CardPayment
            publishableKey={publishableKey}
            clientSecret={started.data.clientSecret}
            amountLabel={formatMoney(started.data.amount)}
            onPaid={paid}
            onFailed={(message) => notify({ title: t('payment.paymentFailed'), description: message, variant: 'destructive' })}
          />
        )}
        {confirming.isLoading && <Spin tip={t('payment.confirming')} />}
        <BackToSupplies />
      </div>
    </Card>
  );
}

export default function PaymentPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const navigate = useNavigate();
  const publishableKey = useStripePublishableKey();

  useEffect(() => {
    if (orderId) return;
    notify({ title: messages.t('common.error'), description: messages.t('payment.noOrder'), variant: 'destructive' });
    navigate('/supplies', { replace: true });
  }, [orderId, navigate]);

  return (
    <div>
      <PageHeader title={t('payment.title')} />
      {!orderId ? null : publishableKey === undefined ? (
        <Loading />
      ) : publishableKey === null ? (
        <ConfigurationError />
      ) : (
        <OrderPayment orderId={orderId} publishableKey={publishableKey} />
      )}
    </div>
  );
}
