// Manage Prices (admin): adds or updates an item's price at a vendor.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { formatMoney, notify, notifyError } from 'shell/sdk';

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
      notify({ title: 'Price saved', description: `${saved.itemName} at ${VENDOR_NAMES[saved.vendor]}: ${formatMoney(saved.price)}` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to update price');
    }
  }

  return (
    <Modal
      open={open}
      title="Manage Prices"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={isLoading} onClick={() => form.submit()}>
          {isLoading ? 'Saving...' : 'Save Price'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="vendor-price" onFinish={submit} initialValues={{ vendor: DEFAULT_VENDOR, inStock: true }}>
        <Form.Item name="itemName" label="Item Name" rules={[{ required: true, whitespace: true, message: 'Item name is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="sku" label="SKU (optional)">
          <Input />
        </Form.Item>
        <Form.Item name="vendor" label="Vendor">
          <Select options={VENDORS.map((vendor) => ({ value: vendor, label: VENDOR_NAMES[vendor] }))} />
        </Form.Item>
        <Form.Item
          name="price"
          label="Price"
          rules={[
            { required: true, message: 'Price is required' },
            { pattern: /^\d{1,10}(\.\d{1,2})?$/, message: 'Price must be a number of at least 0 with at most 2 decimals' },
          ]}
        >
          <InputNumber<string> stringMode min="0" step="0.01" prefix="$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="inStock" label="In Stock" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
