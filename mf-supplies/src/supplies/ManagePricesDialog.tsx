// Manage Prices (admin): adds or updates an item's price at a vendor.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { formatMoney, notify, notifyError } from 'shell/sdk';

import { useT } from '../messages';
import { useSaveVendorPriceMutation } from './suppliesApi';
import { DEFAULT_VENDOR, VENDOR_NAMES, VENDORS } from './supplyOrders';
import type { Vendor } from './types';

interface PriceValues {
  itemName: string;
  sku?: string;
  vendor: Vendor;
  price: string;
  inStock: boolean;
}

export function ManagePricesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT();
  const [form] = Form.useForm<PriceValues>();
  const [savePrice, { isLoading }] = useSaveVendorPriceMutation();

  async function submit(values: PriceValues) {
    try {
      const saved = await savePrice({
        itemName: values.itemName.trim(),
        vendor: values.vendor,
        price: String(values.price),
        inStock: values.inStock,
        ...(values.sku?.trim() ? { sku: values.sku.trim() } : {}),
      }).unwrap();
      notify({
        title: t('managePrices.saved'),
        description: t('managePrices.savedText', { item: saved.itemName, vendor: VENDOR_NAMES[saved.vendor], price: formatMoney(saved.price) }),
      });
      onClose();
    } catch (error) {
      notifyError(error, t('managePrices.saveFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('managePrices.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={isLoading} onClick={() => form.submit()}>
          {isLoading ? t('managePrices.saving') : t('managePrices.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="vendor-price" onFinish={submit} initialValues={{ vendor: DEFAULT_VENDOR, inStock: true }}>
        <Form.Item
          name="itemName"
          label={t('managePrices.itemName')}
          rules={[{ required: true, whitespace: true, message: t('managePrices.itemNameRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sku" label={t('managePrices.sku')}>
          <Input />
        </Form.Item>
        <Form.Item name="vendor" label={t('managePrices.vendor')}>
          <Select options={VENDORS.map((vendor) => ({ value: vendor, label: VENDOR_NAMES[vendor] }))} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('managePrices.price')}
          rules={[
            { required: true, message: t('managePrices.priceRequired') },
            { pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t('managePrices.priceInvalid') },
          ]}
        >
          <InputNumber<string> stringMode min="0" step="0.01" prefix="$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="inStock" label={t('managePrices.inStock')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
