// What a job site has cost (admin): a compact line on each Job Sites row (labor, materials and
// spent against the total cost) and the detail dialog with the labor by person and week and the
// CSV download. The server computes every amount (exact decimal strings); this only shows them.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { API_BASE, formatDate, formatMoney, type JobSite, toCents, useReadError } from 'shell/sdk';
import { fullNameOf, ResponsiveTable } from 'shell/sdk/ui';

import { useGetJobSiteCostsQuery } from '../fieldApi';
import type { JobSiteCosts, LaborWeek } from '../fieldTypes';
import { useT } from '../messages';
import { costsCsvUrl, hoursAndMinutes } from './costs';

/** Spent against the total: 'of $5,000.00', or 'Over by $120.00' when past it. */
function AgainstTotal({ costs }: { costs: JobSiteCosts }) {
  const { t } = useT();
  if (costs.totalCost === null || costs.remaining === null) return null;
  const over = toCents(costs.remaining) < 0;
  return (
    <Typography.Text type={over ? 'danger' : 'secondary'}>
      {over
        ? t('jobSites.costs.over', { amount: formatMoney(costs.remaining.replace('-', '')) })
        : t('jobSites.costs.ofTotal', { total: formatMoney(costs.totalCost) })}
    </Typography.Text>
  );
}

/** The row's one line: labor, materials and spent (of the total). */
export function SiteCostLine({ site }: { site: JobSite }) {
  const { t } = useT();
  const { data, isLoading, isError } = useGetJobSiteCostsQuery(site.id);
  if (isLoading) return <Typography.Text type="secondary">{t('jobSites.costs.loading')}</Typography.Text>;
  if (isError || !data) return <Typography.Text type="danger">{t('jobSites.costs.loadFailed')}</Typography.Text>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0 8px' }}>
      <Typography.Text>
        {t('jobSites.costs.summary', { labor: formatMoney(data.laborCost), materials: formatMoney(data.materialsCost), spent: formatMoney(data.spent) })}
      </Typography.Text>
      <AgainstTotal costs={data} />
    </span>
  );
}

function SummaryItem({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt className="text-secondary">{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right', fontWeight: strong ? 600 : undefined }}>{value}</dd>
    </div>
  );
}

/** The site's detail: totals, notes on what is not costed, labor by person and week, Download CSV. */
export function SiteCostsDialog({ site, onClose }: { site: JobSite; onClose: () => void }) {
  const { t } = useT();
  const query = useGetJobSiteCostsQuery(site.id);
  const loadError = useReadError(t('jobSites.costs.loadFailed'), query);
  const costs = query.data;
  const money = (value: string | null) => (value === null ? t('jobSites.costs.notSet') : formatMoney(value));

  const columns = [
    { key: 'person', title: t('jobSites.costs.person'), render: (_: unknown, week: LaborWeek) => fullNameOf(week) },
    {
      key: 'week',
      title: t('jobSites.costs.week'),
      render: (_: unknown, week: LaborWeek) => t('jobSites.costs.weekRange', { start: formatDate(week.weekStart), end: formatDate(week.weekEnd) }),
    },
    { key: 'worked', title: t('jobSites.costs.worked'), align: 'right' as const, render: (_: unknown, week: LaborWeek) => hoursAndMinutes(week.minutes) },
    {
      key: 'overtime',
      title: t('jobSites.costs.overtimeHours'),
      align: 'right' as const,
      render: (_: unknown, week: LaborWeek) => hoursAndMinutes(week.overtimeMinutes),
    },
    {
      key: 'rate',
      title: t('jobSites.costs.rate'),
      align: 'right' as const,
      render: (_: unknown, week: LaborWeek) => (week.hourlyRate === null ? t('jobSites.costs.noRate') : formatMoney(week.hourlyRate)),
    },
    { key: 'cost', title: t('jobSites.costs.cost'), align: 'right' as const, render: (_: unknown, week: LaborWeek) => formatMoney(week.laborCost) },
  ];

  return (
    <Modal
      open
      title={t('jobSites.costs.title', { site: site.name })}
      onCancel={onClose}
      width={820}
      footer={[
        <Button key="csv" icon={<DownloadOutlined />} href={costsCsvUrl(API_BASE, site.id)} download disabled={!costs?.weeks.length}>
          {t('jobSites.costs.download')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('jobSites.costs.close')}
        </Button>,
      ]}
      destroyOnHidden
    >
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      {costs && (
        <>
          <dl
            aria-label={t('jobSites.costs.view')}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', gap: '6px 16px', maxWidth: 420, margin: '0 0 16px' }}
          >
            <SummaryItem label={t('jobSites.costs.laborTime')} value={t('jobSites.costs.hours', { time: hoursAndMinutes(costs.laborMinutes) })} />
            <SummaryItem label={t('jobSites.costs.labor')} value={money(costs.laborCost)} />
            <SummaryItem label={t('jobSites.costs.overtime')} value={money(costs.overtimeCost)} />
            <SummaryItem label={t('jobSites.costs.materials')} value={money(costs.materialsCost)} />
            <SummaryItem label={t('jobSites.costs.spent')} value={money(costs.spent)} strong />
            <SummaryItem label={t('jobSites.costs.totalCost')} value={money(costs.totalCost)} />
            <SummaryItem label={t('jobSites.costs.remaining')} value={money(costs.remaining)} strong />
          </dl>
          {costs.unratedMinutes > 0 && (
            <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('jobSites.costs.unrated', { time: hoursAndMinutes(costs.unratedMinutes) })} />
          )}
          {costs.openEntries > 0 && <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('jobSites.costs.open', { count: costs.openEntries })} />}
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t('jobSites.costs.byPerson')}
          </Typography.Title>
          <ResponsiveTable<LaborWeek>
            rowKey={(week) => `${week.userId}-${week.weekStart}`}
            dataSource={costs.weeks}
            columns={columns}
            pagination={costs.weeks.length > 10 ? { pageSize: 10 } : false}
            locale={{ emptyText: t('jobSites.costs.noLabor') }}
            size="small"
          />
        </>
      )}
    </Modal>
  );
}
