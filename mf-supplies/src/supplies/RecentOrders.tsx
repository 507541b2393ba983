// Recent Orders: number, items (quantity x unit price each), vendor, total, status and
// payment badges, date, Pay Now while the payment is pending, and the admin's status moves.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatDate, formatMoney, ListSkeleton, notifyError, useNavigate } from 'shell/sdk';

import { useT } from '../messages';
import { useUpdateSupplyOrderStatusMutation } from './suppliesApi';
import { canPay, NEXT_STATUSES, orderNumber, PAYMENT_COLORS, STATUS_COLORS, VENDOR_NAMES } from './supplyOrders';
import type { SupplyOrder, SupplyOrderStatusChange } from './types';

function OrderRow({ order }: { order: SupplyOrder }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [updateStatus, { isLoading, originalArgs }] = useUpdateSupplyOrderStatusMutation();
  const number = orderNumber(order);

  async function move(status: SupplyOrderStatusChange) {
    try {
      await updateStatus({ id: order.id, status }).unwrap();
    } catch (error) {
      notifyError(error, t('orders.updateFailed'));
    }
  }

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <article aria-label={t('orders.order', { number })} style={{ display: 'grid', gap: 6 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography.Text strong>{t('orders.heading', { number })}</Typography.Text>
          <span>
            <Tag color={STATUS_COLORS[order.status]}>{t(`orders.status.${order.status}`)}</Tag>
            <Tag color={PAYMENT_COLORS[order.paymentStatus]}>{t(`orders.payment.${order.paymentStatus}`)}</Tag>
            {order.automatic && <Tag color="purple">{t('orders.automatic')}</Tag>}
          </span>
        </div>
        <ul aria-label={t('orders.items', { number })} style={{ margin: 0, paddingLeft: 20 }}>
          {order.lines.map((line) => (
            <li key={line.itemName}>
              {t('orders.line', { item: line.itemName, quantity: line.quantity, price: formatMoney(line.unitPrice), total: formatMoney(line.lineTotal) })}
            </li>
          ))}
        </ul>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <Typography.Text type="secondary">{VENDOR_NAMES[order.vendor]}</Typography.Text>
          <Typography.Text strong>{formatMoney(order.totalCost)}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(order.createdAt)}</Typography.Text>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {canPay(order) && (
            <Button type="primary" size="small" onClick={() => navigate(`/payment?orderId=${encodeURIComponent(order.id)}`)}>
              {t('orders.payNow')}
            </Button>
          )}
          {NEXT_STATUSES[order.status].map((status) => (
            <Button
              key={status}
              size="small"
              danger={status === 'cancelled'}
              loading={isLoading && originalArgs?.status === status}
              disabled={status === 'cancelled' && order.paymentStatus === 'paid'}
              onClick={() => move(status)}
            >
              {t(`orders.move.${status}`)}
            </Button>
          ))}
        </div>
      </article>
    </li>
  );
}

export function RecentOrders({ orders, loading }: { orders: SupplyOrder[]; loading: boolean }) {
  const { t } = useT();
  return (
    <Card title={t('orders.title')}>
      {loading ? (
        <ListSkeleton />
      ) : orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.empty')} />
      ) : (
        <ul aria-label={t('orders.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Card>
  );
}
