// My Work Orders: the client's job sites with status, progress, estimated completion and money.
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { formatDate, formatMoney } from 'shell/sdk';
import { JobSiteStatusBadge } from 'shell/sdk/ui';

import type { WorkOrder } from './workOrdersApi';

export function WorkOrderList({ workOrders, loading }: { workOrders: WorkOrder[]; loading: boolean }) {
  return (
    <Card title="My Work Orders" loading={loading}>
      {workOrders.length === 0 ? (
        <div>
          <Typography.Text type="secondary">No projects have been assigned yet</Typography.Text>
          <div>
            <Typography.Text type="secondary">Work orders should appear within 72 hours of assignment.</Typography.Text>
          </div>
        </div>
      ) : (
        <ul className="plain-list" aria-label="Work orders">
          {workOrders.map((order) => (
            <li key={order.id} className="plain-list-row" aria-label={order.name}>
              <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography.Text strong>{order.name}</Typography.Text>
                  <JobSiteStatusBadge status={order.status} />
                </div>
                <Typography.Text type="secondary">{order.address}</Typography.Text>
                <Progress percent={order.progressPercentage} size="small" aria-label={`Progress ${order.progressPercentage}%`} />
                {order.estimatedCompletionDate && (
                  <Typography.Text type="secondary">Estimated completion: {formatDate(order.estimatedCompletionDate)}</Typography.Text>
                )}
              </div>
              {order.totalCost !== null && (
                <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '2px 12px', margin: 0 }}>
                  <dt>Cost</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(order.totalCost)}</dd>
                  <dt>Paid</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(order.paidAmount ?? '0')}</dd>
                  <dt>Remaining</dt>
                  <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{formatMoney(order.remainingBalance)}</dd>
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
