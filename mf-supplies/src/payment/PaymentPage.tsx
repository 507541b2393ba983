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

import { useConfirmOrderPaymentMutation, useGetSupplyOrderQuery, useStartOrderPaymentMutation } from '../supplies/suppliesApi';
import { canPay, orderNumber, VENDOR_NAMES } from '../supplies/supplyOrders';
import type { SupplyOrder } from '../supplies/types';

function BackToSupplies({ type = 'default' }: { type?: 'default' | 'primary' }) {
  const navigate = useNavigate();
  return (
    <Button type={type} onClick={() => navigate('/supplies')}>
      Back to Supplies
    </Button>
  );
}

function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} role="status">
      <Spin />
      <Typography.Text style={{ marginLeft: 12 }}>Loading payment form...</Typography.Text>
    </div>
  );
}

function ConfigurationError() {
  useEffect(() => {
    notify({ title: 'Configuration Error', description: 'Payment processing is not configured', variant: 'destructive' });
  }, []);
  return (
    <Card title="Payment Configuration Error" style={{ maxWidth: 560 }}>
      <Typography.Paragraph>
        Payment processing is not configured. The administrator must set up the payment provider before orders can be paid by card.
      </Typography.Paragraph>
      <BackToSupplies type="primary" />
    </Card>
  );
}

function OrderSummary({ order }: { order: SupplyOrder }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Order">#{orderNumber(order)}</Descriptions.Item>
      <Descriptions.Item label="Items">{order.items.join(', ')}</Descriptions.Item>
      <Descriptions.Item label="Vendor">{VENDOR_NAMES[order.vendor]}</Descriptions.Item>
      <Descriptions.Item label="Total">{formatMoney(order.totalCost)}</Descriptions.Item>
    </Descriptions>
  );
}

function OrderPayment({ orderId, publishableKey }: { orderId: string; publishableKey: string }) {
  const navigate = useNavigate();
  const orderQuery = useGetSupplyOrderQuery(orderId);
  const order = orderQuery.data;
  const loadError = useReadError('Failed to load the order', orderQuery);
  const [startPayment, started] = useStartOrderPaymentMutation();
  const [confirmPayment, confirming] = useConfirmOrderPaymentMutation();
  const requested = useRef(false);

  const payable = order ? canPay(order) : false;
  useEffect(() => {
    if (!payable || requested.current) return;
    requested.current = true;
    startPayment(orderId)
      .unwrap()
      .catch((error: unknown) => notifyError(error, 'Failed to initialize payment'));
  }, [payable, orderId, startPayment]);

  async function paid(paymentIntentId: string) {
    try {
      const confirmed = await confirmPayment({ id: orderId, paymentIntentId }).unwrap();
      // A bank may still be processing the payment: the order turns paid when Stripe's webhook says so.
      notify(
        confirmed.paymentStatus === 'paid'
          ? { title: 'Payment successful', description: `Order #${orderNumber(confirmed)} is paid.` }
          : { title: 'Payment processing', description: `Order #${orderNumber(confirmed)} will be marked paid once the payment clears.` },
      );
      navigate('/supplies');
    } catch (error) {
      notifyError(error, 'Failed to process payment');
    }
  }

  if (loadError) return <Alert type="error" showIcon title="Error" description={loadError} action={<BackToSupplies />} />;
  if (!order) return <Loading />;
  if (!payable) {
    return (
      <Result
        status={order.paymentStatus === 'paid' ? 'success' : 'info'}
        title={order.paymentStatus === 'paid' ? 'This order is paid' : `This order cannot be paid now (${order.status}, payment ${order.paymentStatus})`}
        extra={<BackToSupplies type="primary" />}
      />
    );
  }
  return (
    <Card title="Pay Supply Order" style={{ maxWidth: 560 }}>
      <div style={{ display: 'grid', gap: 16 }}>
        <OrderSummary order={order} />
        {started.isError && (
          <Alert type="error" showIcon title="Error" description={errorMessage(started.error, 'Failed to initialize payment')} action={<BackToSupplies />} />
        )}
        {started.isLoading && <Loading />}
        {started.data && !confirming.isLoading && (
          <CardPayment
            publishableKey={publishableKey}
            clientSecret={started.data.clientSecret}
            amountLabel={formatMoney(started.data.amount)}
            onPaid={paid}
            onFailed={(message) => notify({ title: 'Payment Failed', description: message, variant: 'destructive' })}
          />
        )}
        {confirming.isLoading && <Spin tip="Confirming payment..." />}
        <BackToSupplies />
      </div>
    </Card>
  );
}

export default function PaymentPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const navigate = useNavigate();
  const publishableKey = useStripePublishableKey();

  useEffect(() => {
    if (orderId) return;
    notify({ title: 'Error', description: 'No order ID provided', variant: 'destructive' });
    navigate('/supplies', { replace: true });
  }, [orderId, navigate]);

  return (
    <div>
      <PageHeader title="Payment" />
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
