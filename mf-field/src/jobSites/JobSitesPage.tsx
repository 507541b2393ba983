// Job Sites management (/job-sites, admin): create and edit sites, assign a client, set
// costs, see what each site has cost (labor and materials) and its labor by person and week.
// Exposed as mf_field/JobSitesPage.
import AlertOutlined from '@ant-design/icons/AlertOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatMoney, type JobSite, useNavigate, useReadError } from 'shell/sdk';
import { fullNameOf, JobSiteStatusBadge, PageHeader, SearchInput } from 'shell/sdk/ui';

import { useGetJobSiteCountQuery, useGetJobSitesQuery } from '../fieldApi';
import { ListPager, usePage } from '../ListPager';
import { useT } from '../messages';
import { AssignClientDialog } from './AssignClientDialog';
import { CostDialog } from './CostDialog';
import { JobSiteFormDialog } from './JobSiteFormDialog';
import { SiteCostLine, SiteCostsDialog } from './SiteCosts';

/** Sites a page shows; the server pages them by name. */
export const SITES_PAGE_SIZE = 20;

type Dialog = { kind: 'create' } | { kind: 'edit' | 'client' | 'cost' | 'costs'; site: JobSite } | null;

function SiteRow({ site, open }: { site: JobSite; open: (dialog: Dialog) => void }) {
  const { t } = useT();
  const notAssigned = t('common.notAssigned');
  return (
    <li aria-label={site.name} style={{ listStyle: 'none', padding: '16px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Space wrap>
        <Typography.Text strong style={{ fontSize: '1.05rem' }}>
          {site.name}
        </Typography.Text>
        <JobSiteStatusBadge status={site.status} />
      </Space>
      <div>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {site.address}
        </Typography.Text>
      </div>
      <Space wrap size={16} style={{ marginTop: 4 }}>
        <Typography.Text>{t('jobSites.foreman', { name: site.foreman ? fullNameOf(site.foreman) : notAssigned })}</Typography.Text>
        <Typography.Text>{t('jobSites.client', { name: site.client ? fullNameOf(site.client) : notAssigned })}</Typography.Text>
        <Typography.Text>{t('jobSites.progress', { percent: site.progressPercentage })}</Typography.Text>
      </Space>
      {site.totalCost !== null && (
        <Space wrap size={16} style={{ display: 'flex', marginTop: 4 }}>
          <Typography.Text>{t('jobSites.cost', { amount: formatMoney(site.totalCost) })}</Typography.Text>
          <Typography.Text>{t('jobSites.paid', { amount: formatMoney(site.paidAmount) })}</Typography.Text>
          <Typography.Text strong>{t('jobSites.remaining', { amount: formatMoney(site.remainingBalance) })}</Typography.Text>
        </Space>
      )}
      <div style={{ marginTop: 4 }}>
        <SiteCostLine site={site} />
      </div>
      <Space wrap style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => open({ kind: 'costs', site })} aria-label={t('jobSites.costs.viewLabel', { site: site.name })}>
          {t('jobSites.costs.view')}
        </Button>
        <Button size="small" onClick={() => open({ kind: 'client', site })}>
          {site.clientId ? t('jobSites.changeClient') : t('jobSites.assignClient')}
        </Button>
        <Button size="small" onClick={() => open({ kind: 'cost', site })}>
          {site.totalCost !== null ? t('jobSites.updateCost') : t('jobSites.setCost')}
        </Button>
        <Button size="small" onClick={() => open({ kind: 'edit', site })}>
          {t('jobSites.edit')}
        </Button>
      </Space>
    </li>
  );
}

export default function JobSitesPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const countQuery = useGetJobSiteCountQuery({ search: search || undefined });
  const [page, setPage] = usePage(countQuery.data?.count, SITES_PAGE_SIZE);
  const sitesQuery = useGetJobSitesQuery({ page, limit: SITES_PAGE_SIZE, search: search || undefined });
  const [dialog, setDialog] = useState<Dialog>(null);
  const loadError = useReadError(t('jobSites.loadFailed'), sitesQuery);
  const sites = sitesQuery.data ?? [];
  const close = () => setDialog(null);

  return (
    <div>
      <PageHeader
        title={t('jobSites.title')}
        subtitle={t('jobSites.subtitle')}
        actions={
          <>
            {/* Admins have no Issues item in the sidebar: this is their way to the issues they move along. */}
            <Button icon={<AlertOutlined />} onClick={() => navigate('/issues')}>
              {t('jobSites.siteIssues')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('jobSites.create')}
            </Button>
          </>
        }
      />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      <Card title={t('jobSites.all')}>
        <SearchInput
          aria-label={t('jobSites.search')}
          placeholder={t('jobSites.searchPlaceholder')}
          style={{ maxWidth: 360, marginBottom: 8 }}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        {sitesQuery.isLoading ? (
          <Skeleton active />
        ) : sites.length === 0 ? (
          !loadError && <Empty description={search ? t('jobSites.noMatch', { search }) : t('jobSites.empty')} />
        ) : (
          <ul style={{ padding: 0, margin: 0 }}>
            {sites.map((site) => (
              <SiteRow key={site.id} site={site} open={setDialog} />
            ))}
          </ul>
        )}
        <ListPager list="jobSites" page={page} pageSize={SITES_PAGE_SIZE} total={countQuery.data?.count ?? 0} onChange={setPage} />
      </Card>

      {dialog?.kind === 'create' && <JobSiteFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <JobSiteFormDialog site={dialog.site} onClose={close} />}
      {dialog?.kind === 'client' && <AssignClientDialog site={dialog.site} onClose={close} />}
      {dialog?.kind === 'cost' && <CostDialog site={dialog.site} onClose={close} />}
      {dialog?.kind === 'costs' && <SiteCostsDialog site={dialog.site} onClose={close} />}
    </div>
  );
}
