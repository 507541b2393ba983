// Supply Orders (/supplies, admin). Exposed as mf_supplies/SuppliesPage.
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useCurrentUser, useReadError } from 'shell/sdk';
import { PageHeader, StatCard } from 'shell/sdk/ui';

import { useT } from '../messages';
import { ManagePricesDialog } from './ManagePricesDialog';
import { NewOrderDialog, type NewOrderDraft } from './NewOrderDialog';
import { PriceComparisonDialog } from './PriceComparisonDialog';
import { RecentOrders } from './RecentOrders';
import { useGetSupplyOrdersQuery, useGetSupplyOrderStatsQuery, useGetVendorPricesQuery } from './suppliesApi';
import { VENDORS } from './supplyOrders';
import { VendorPriceTable } from './VendorPriceTable';

type Dialog = 'order' | 'compare' | 'prices' | null;

export default function SuppliesPage() {
  const { t } = useT();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const ordersQuery = useGetSupplyOrdersQuery();
  const statsQuery = useGetSupplyOrderStatsQuery();
  const pricesQuery = useGetVendorPricesQuery(undefined, { skip: !isAdmin });
  const loadError = useReadError(t('page.loadFailed'), ordersQuery, statsQuery, pricesQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [draft, setDraft] = useState<NewOrderDraft | null>(null);

  function openNewOrder(next: NewOrderDraft | null) {
    setDraft(next);
    setDialog('order');
  }

  return (
    <div>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            {isAdmin && <Button onClick={() => setDialog('prices')}>{t('page.managePrices')}</Button>}
            <Button onClick={() => setDialog('compare')}>{t('page.comparePrices')}</Button>
            <Button type="primary" onClick={() => openNewOrder(null)}>
              {t('page.newOrder')}
            </Button>
          </>
        }
      />
      {/* minmax(0, 1fr): the wide price table scrolls inside its card instead of widening the page. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} />}

        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 16 }}>
          <StatCard title={t('page.totalOrders')} value={statsQuery.data?.total ?? '–'} icon={<ShoppingCartOutlined />} />
          <StatCard title={t('page.pending')} value={statsQuery.data?.pending ?? '–'} icon={<ClockCircleOutlined />} />
          <StatCard title={t('page.vendors')} value={VENDORS.length} icon={<ShopOutlined />} />
        </div>

        <RecentOrders orders={ordersQuery.data ?? []} loading={ordersQuery.isLoading} />
        {isAdmin && <VendorPriceTable prices={pricesQuery.data ?? []} loading={pricesQuery.isLoading} />}

        {/* Mounted only while open: each opening starts from a fresh form. */}
        {dialog === 'order' && <NewOrderDialog open draft={draft} onClose={() => setDialog(null)} />}
        {dialog === 'compare' && <PriceComparisonDialog open onClose={() => setDialog(null)} onOrder={openNewOrder} />}
        {dialog === 'prices' && <ManagePricesDialog open onClose={() => setDialog(null)} />}
      </div>
    </div>
  );
}
