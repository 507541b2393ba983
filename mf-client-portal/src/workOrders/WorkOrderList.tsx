// My Work Orders: the client's job sites with status, progress, estimated completion and money.
// Plain markup (the client's first screen): the progress bar is drawn like antd's small Progress.
import { formatDate, formatMoney, JobSiteStatusBadge, SurfaceCard } from 'shell/sdk';

import { useT } from '../messages';
import type { WorkOrder } from './workOrdersApi';

export function WorkOrderList({ workOrders, loading }: { workOrders: WorkOrder[]; loading: boolean }) {
  const { t } = useT();
  return (
    <SurfaceCard title={t('workOrders.title')} loading={loading} loadingRows={2}>
      {workOrders.length === 0 ? (
        <div className="text-secondary">
          <div>{t('workOrders.empty')}</div>
          <div>{t('workOrders.emptyText')}</div>
        </div>
      ) : (
        <ul className="plain-list" aria-label={t('workOrders.list')}>
          {workOrders.map((order) => (
            <li key={order.id} className="plain-list-row" aria-label={order.name}>
              <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span className="text-strong">{order.name}</span>
                  <JobSiteStatusBadge status={order.status} />
                </div>
                <div className="text-secondary">{order.address}</div>
                <ProgressBar percent={order.progressPercentage} />
                {order.estimatedCompletionDate && (
                  <span className="text-secondary">{t('workOrders.estimatedCompletion', { date: formatDate(order.estimatedCompletionDate) })}</span>
                )}
              </div>
              {order.totalCost !== null && (
                <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '2px 12px', margin: 0 }}>
                  <dt>{t('workOrders.cost')}</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(order.totalCost)}</dd>
                  <dt>{t('workOrders.paid')}</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(order.paidAmount ?? '0')}</dd>
                  <dt>{t('workOrders.remaining')}</dt>
                  <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{formatMoney(order.remainingBalance)}</dd>
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </SurfaceCard>
  );
}

function ProgressBar({ percent }: { percent: number }) {
  const { t } = useT();
  return (
    <div
      className="progress"
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={t('workOrders.progress', { percent })}
    >
      <div className="progress-track">
        <div className="progress-fill" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </div>
      <span className="progress-text">{percent}%</span>
    </div>
  );
}
