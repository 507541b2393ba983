// The stat card of every page (dashboard counts, money totals, request stats): a titled region
// with an icon, one big value and an optional line under it. Its look lives in the shell's CSS.
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  icon: ReactNode;
  loading?: boolean;
}

export function StatCard({ title, value, description, icon, loading }: StatCardProps) {
  return (
    <Card size="small" loading={loading} className="stat-card">
      <section aria-label={title}>
        <div className="stat-card-head">
          <Typography.Text>{title}</Typography.Text>
          <span aria-hidden>{icon}</span>
        </div>
        <div className="stat-card-value">{value}</div>
        {description !== undefined && <Typography.Text type="secondary">{description}</Typography.Text>}
      </section>
    </Card>
  );
}
