// The Vendor Price Database (admin): item, sku, vendor, price, in stock, last updated.
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { formatDate, formatMoney } from 'shell/sdk';
import { ResponsiveTable } from 'shell/sdk/ui';

import { VENDOR_NAMES } from './supplyOrders';
import type { VendorPrice } from './types';

export function VendorPriceTable({ prices, loading }: { prices: VendorPrice[]; loading: boolean }) {
  return (
    <Card title="Vendor Price Database">
      <ResponsiveTable<VendorPrice>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={prices}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No vendor prices yet" /> }}
        columns={[
          { title: 'Item', dataIndex: 'itemName' },
          { title: 'SKU', dataIndex: 'sku', render: (sku: string | null) => sku ?? '—' },
          { title: 'Vendor', dataIndex: 'vendor', render: (vendor: VendorPrice['vendor']) => VENDOR_NAMES[vendor] },
          { title: 'Price', dataIndex: 'price', align: 'right', render: (price: string) => formatMoney(price) },
          {
            title: 'In Stock',
            dataIndex: 'inStock',
            render: (inStock: boolean) => <Tag color={inStock ? 'green' : 'red'}>{inStock ? 'Yes' : 'No'}</Tag>,
          },
          { title: 'Last Updated', dataIndex: 'lastUpdated', render: (value: string) => formatDate(value) },
        ]}
      />
    </Card>
  );
}
