// The Vendor Price Database (admin): item, sku, vendor, price, in stock, last updated.
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { formatDate, formatMoney } from 'shell/sdk';
import { ResponsiveTable } from 'shell/sdk/ui';

import { useT } from '../messages';
import { VENDOR_NAMES } from './supplyOrders';
import type { VendorPrice } from './types';

export function VendorPriceTable({ prices, loading }: { prices: VendorPrice[]; loading: boolean }) {
  const { t } = useT();
  return (
    <Card title={t('prices.title')}>
      <ResponsiveTable<VendorPrice>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={prices}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('prices.empty')} /> }}
        columns={[
          { title: t('prices.item'), dataIndex: 'itemName' },
          { title: t('prices.sku'), dataIndex: 'sku', render: (sku: string | null) => sku ?? '—' },
          { title: t('prices.vendor'), dataIndex: 'vendor', render: (vendor: VendorPrice['vendor']) => VENDOR_NAMES[vendor] },
          { title: t('prices.price'), dataIndex: 'price', align: 'right', render: (price: string) => formatMoney(price) },
          {
            title: t('prices.inStock'),
            dataIndex: 'inStock',
            render: (inStock: boolean) => <Tag color={inStock ? 'green' : 'red'}>{inStock ? t('prices.yes') : t('prices.no')}</Tag>,
          },
          { title: t('prices.lastUpdated'), dataIndex: 'lastUpdated', render: (value: string) => formatDate(value) },
        ]}
      />
    </Card>
  );
}
