// Recent Orders: number, items (quantity x unit price each), vendor, total, status and
// payment badges, date, Pay Now while the payment is pending, and the admin's status moves.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatDate, formatMoney, ListSkeleton, notifyError, useNavigate } from 'shell/sdk';

import { useUpdateSupplyOrderStatusMutation } from './suppliesApi';
import { canPay, capitalize, NEXT_STATUSES, orderNumber, PAYMENT_COLORS, STATUS_COLORS, VENDOR_NAMES } from './supplyOrders';
import type { SupplyOrder, SupplyOrderStatusChange } from './types';

function OrderRow({ order }: { order: SupplyOrder }) {
  const navigate = useNavigate();
  const [updateStatus, { isLoading, originalArgs }] = useUpdateSupplyOrderStatusMutation();
  const number = orderNumber(order);

  async function move(status: SupplyOrderStatusChange) {
    try {
      await updateStatus({ id: order.id, status }).unwrap();
    } catch (error) {
      notifyError(error, 'Failed to update order');
    }
  }

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <article aria-label={`Order ${number}`} style={{ display: 'grid', gap: 6 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography.Text strong>Order #{number}</Typography.Text>
          <span>
            <Tag color={STATUS_COLORS[order.status]}>{capitalize(order.status)}</Tag>
            <Tag color={PAYMENT_COLORS[order.paymentStatus]}>Payment {order.paymentStatus}</Tag>
            {order.automatic && <Tag color="purple">Automatic</Tag>}
          </span>
        </div>
        <ul aria-label={`Items of order ${number}`} style={{ margin: 0, paddingLeft: 20 }}>
          {order.lines.map((line) => (
            <li key={line.itemName}>
              {line.itemName}: {line.quantity} x {formatMoney(line.unitPrice)} = {formatMoney(line.lineTotal)}
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
              Pay Now
            </Button>
          )}
          {NEXT_STATUSES[order.status].map(({ status, label }) => (
            <Button
              key={status}
              size="small"
              danger={status === 'cancelled'}
              loading={isLoading && originalArgs?.status === status}
              disabled={status === 'cancelled' && order.paymentStatus === 'paid'}
              onClick={() => move(status)}
            >
              {label}
            </Button>
          ))}
        </div>
      </article>
    </li>
  );
}

export function RecentOrders({ orders, loading }: { orders: SupplyOrder[]; loading: boolean }) {
  return (
    <Card title="Recent Orders">
      {loading ? (
        <ListSkeleton />
      ) : orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No supply orders yet" />
      ) : (
        <ul aria-label="Recent orders" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Card>
  );
}
