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

import { useT } from '../messages';
import type { NewOrderDraft } from './NewOrderDialog';
import { useComparePricesMutation } from './suppliesApi';
import { parseOrderLines, VENDOR_NAMES, VENDORS } from './supplyOrders';
import type { PriceComparison, Vendor, VendorOffer } from './types';

interface PriceComparisonDialogProps {
  open: boolean;
  onClose(): void;
  onOrder(draft: NewOrderDraft): void;
}

/** An item's line at a vendor: quantity x unit price = line total (the order list's `orders.line` without the name). */
function OfferCell({ offer, quantity }: { offer: VendorOffer | null; quantity: number }) {
  const { t } = useT();
  if (!offer) return <Typography.Text type="secondary">{t('compare.noPrice')}</Typography.Text>;
  return (
    <span>
      {t('compare.offer', { quantity, price: formatMoney(offer.price), total: formatMoney(offer.lineTotal) })}{' '}
      <Tag color={offer.inStock ? 'green' : 'red'}>{offer.inStock ? t('compare.inStock') : t('compare.outOfStock')}</Tag>
    </span>
  );
}

function VendorTotals({ result }: { result: PriceComparison }) {
  const { t } = useT();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 12 }}>
      {VENDORS.map((vendor) => (
        <Card key={vendor} size="small" title={VENDOR_NAMES[vendor]} aria-label={t('compare.vendorTotal', { vendor: VENDOR_NAMES[vendor] })}>
          <div style={{ fontSize: '1.4rem', fontWeight: 700 }}>{formatMoney(result[vendor].totalCost)}</div>
          <Tag color={result[vendor].available ? 'green' : 'default'}>
            {result[vendor].available ? t('compare.fullyAvailable') : t('compare.notFullyAvailable')}
          </Tag>
          {result.recommendation === vendor && <Tag color="gold">{t('compare.recommended')}</Tag>}
        </Card>
      ))}
    </div>
  );
}

export function PriceComparisonDialog({ open, onClose, onOrder }: PriceComparisonDialogProps) {
  const { t } = useT();
  const [form] = Form.useForm<{ items: string }>();
  const [compare, { data: result, isLoading }] = useComparePricesMutation();

  async function submit({ items }: { items: string }) {
    try {
      await compare(parseOrderLines(items)).unwrap();
    } catch (error) {
      notifyError(error, t('compare.failed'));
    }
  }

  const recommended: Vendor | null = result?.recommendation ?? null;

  return (
    <Modal open={open} title={t('compare.title')} onCancel={onClose} footer={null} width={720}>
      <Form form={form} layout="vertical" name="compare-prices" onFinish={submit}>
        <Form.Item
          name="items"
          label={t('compare.items')}
          extra={t('newOrder.quantityHelp')}
          rules={[
            {
              validator: (_rule, value?: string) => (parseOrderLines(value).length ? Promise.resolve() : Promise.reject(new Error(t('newOrder.atLeastOne')))),
            },
          ]}
        >
          <Input.TextArea rows={4} placeholder={t('newOrder.itemsPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? t('compare.comparing') : t('compare.compare')}
        </Button>
      </Form>

      {result && (
        <section aria-label={t('compare.result')} style={{ marginTop: 16, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
          <VendorTotals result={result} />
          <ResponsiveTable
            size="small"
            rowKey="itemName"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={result.itemDetails}
            columns={[
              {
                title: t('compare.item'),
                dataIndex: 'itemName',
                render: (name: string, item) => (
                  <span>
                    {name} {item.noPriceData && <Tag color="red">{t('compare.noPriceData')}</Tag>}
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
              {t('compare.orderFrom', { vendor: VENDOR_NAMES[recommended] })}
            </Button>
          ) : (
            <Alert type="warning" showIcon title={t('compare.noVendor')} description={t('compare.noVendorText')} />
          )}
        </section>
      )}
    </Modal>
  );
}
