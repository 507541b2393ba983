// The price-comparison dialog: per vendor the total and whether it has every item in
// stock, per item quantity x unit price and stock, and an order from the recommended vendor in one click.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatMoney, notifyError } from 'shell/sdk';
import { ResponsiveTable } from 'shell/sdk/ui';

import { type NewOrderDraft, QUANTITY_HELP } from './NewOrderDialog';
import { useComparePricesMutation } from './suppliesApi';
import { parseOrderLines, VENDOR_NAMES, VENDORS } from './supplyOrders';
import type { PriceComparison, Vendor, VendorOffer } from './types';

interface PriceComparisonDialogProps {
  open: boolean;
  onClose(): void;
  onOrder(draft: NewOrderDraft): void;
}

function OfferCell({ offer, quantity }: { offer: VendorOffer | null; quantity: number }) {
  if (!offer) return <Typography.Text type="secondary">No price</Typography.Text>;
  return (
    <span>
      {quantity} x {formatMoney(offer.price)} = {formatMoney(offer.lineTotal)}{' '}
      <Tag color={offer.inStock ? 'green' : 'red'}>{offer.inStock ? 'In stock' : 'Out of stock'}</Tag>
    </span>
  );
}

function VendorTotals({ result }: { result: PriceComparison }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 12 }}>
      {VENDORS.map((vendor) => (
        <Card key={vendor} size="small" title={VENDOR_NAMES[vendor]} aria-label={`${VENDOR_NAMES[vendor]} total`}>
          <div style={{ fontSize: '1.4rem', fontWeight: 700 }}>{formatMoney(result[vendor].totalCost)}</div>
          <Tag color={result[vendor].available ? 'green' : 'default'}>{result[vendor].available ? 'Fully available' : 'Not fully available'}</Tag>
          {result.recommendation === vendor && <Tag color="gold">Recommended</Tag>}
        </Card>
      ))}
    </div>
  );
}

export function PriceComparisonDialog({ open, onClose, onOrder }: PriceComparisonDialogProps) {
  const [form] = Form.useForm<{ items: string }>();
  const [compare, { data: result, isLoading }] = useComparePricesMutation();

  async function submit({ items }: { items: string }) {
    try {
      await compare(parseOrderLines(items)).unwrap();
    } catch (error) {
      notifyError(error, 'Failed to compare prices');
    }
  }

  const recommended: Vendor | null = result?.recommendation ?? null;

  return (
    <Modal open={open} title="Compare Prices" onCancel={onClose} footer={null} width={720}>
      <Form form={form} layout="vertical" name="compare-prices" onFinish={submit}>
        <Form.Item
          name="items"
          label="Items to compare (one per line)"
          extra={QUANTITY_HELP}
          rules={[
            { validator: (_rule, value?: string) => (parseOrderLines(value).length ? Promise.resolve() : Promise.reject(new Error('Add at least one item'))) },
          ]}
        >
          <Input.TextArea rows={4} placeholder={'Nails - 2\nScrews'} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? 'Comparing...' : 'Compare'}
        </Button>
      </Form>

      {result && (
        <section aria-label="Comparison result" style={{ marginTop: 16, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
          <VendorTotals result={result} />
          <ResponsiveTable
            size="small"
            rowKey="itemName"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={result.itemDetails}
            columns={[
              {
                title: 'Item',
                dataIndex: 'itemName',
                render: (name: string, item) => (
                  <span>
                    {name} {item.noPriceData && <Tag color="red">No price data</Tag>}
                  </span>
                ),
              },
              { title: 'Menards', key: 'menards', render: (_value, item) => <OfferCell offer={item.menards} quantity={item.quantity} /> },
              { title: "Lowe's", key: 'lowes', render: (_value, item) => <OfferCell offer={item.lowes} quantity={item.quantity} /> },
            ]}
          />
          {recommended ? (
            <Button
              type="primary"
              onClick={() => onOrder({ items: result.itemDetails.map(({ itemName, quantity }) => ({ itemName, quantity })), vendor: recommended })}
            >
              Order from {VENDOR_NAMES[recommended]}
            </Button>
          ) : (
            <Alert
              type="warning"
              showIcon
              title="No vendor has every item in stock"
              description="Remove the items without a price or out of stock, or update the vendor prices."
            />
          )}
        </section>
      )}
    </Modal>
  );
}
