// The stat card of every page (dashboard counts, money totals, request stats): a titled region
// with an icon, one big value and an optional line under it. Plain markup (SurfaceCard): it is on
// the first screen of every role.
import type { ReactNode } from 'react';

import { sdkMessages } from './messages';
import { SurfaceCard } from './SurfaceCard';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  icon: ReactNode;
  loading?: boolean;
}

export function StatCard({ title, value, description, icon, loading }: StatCardProps) {
  const { t } = sdkMessages.useT();
  return (
    <SurfaceCard small className="stat-card">
      {/* Loading, the card keeps its size (no layout shift when the value arrives) and its region
          is not yet named, so the label finds the card only once it shows the value. */}
      <section aria-label={loading ? undefined : title} aria-busy={loading}>
        <div className="stat-card-head">
          <span>{title}</span>
          <span aria-hidden>{icon}</span>
        </div>
        <div className="stat-card-value">{loading ? <span className="stat-card-placeholder" role="status" aria-label={t('loading.label')} /> : value}</div>
        {description !== undefined && <span className="text-secondary">{description}</span>}
      </section>
    </SurfaceCard>
  );
}
