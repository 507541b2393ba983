// The New Order dialog: items one per line (a quantity after a dash), a vendor
// (Menards by default) and a shipping address; the server checks the items and the vendor and
// computes the total.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { notify, notifyError } from 'shell/sdk';

import { useCreateSupplyOrderMutation } from './suppliesApi';
import { DEFAULT_VENDOR, orderLinesText, orderNumber, parseOrderLines, VENDOR_NAMES, VENDORS } from './supplyOrders';
import type { OrderLineInput, ShippingInfo, Vendor } from './types';

interface NewOrderValues extends ShippingInfo {
  items: string;
  vendor: Vendor;
}

export interface NewOrderDraft {
  items: OrderLineInput[];
  vendor: Vendor;
}

interface NewOrderDialogProps {
  open: boolean;
  /** Prefills the dialog, e.g. from the price comparison's recommendation. */
  draft: NewOrderDraft | null;
  onClose(): void;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

export const QUANTITY_HELP = 'Add a quantity after a dash, e.g. "Nails - 2" (1 without).';

export function NewOrderDialog({ open, draft, onClose }: NewOrderDialogProps) {
  const [form] = Form.useForm<NewOrderValues>();
  const [createOrder, { isLoading }] = useCreateSupplyOrderMutation();

  async function submit(values: NewOrderValues) {
    try {
      const order = await createOrder({
        items: parseOrderLines(values.items),
        vendor: values.vendor,
        shippingInfo: { address: values.address.trim(), city: values.city.trim(), state: values.state.trim(), zip: values.zip.trim() },
      }).unwrap();
      notify({ title: 'Order created', description: `Supply order ${orderNumber(order)} is pending.` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to create order');
    }
  }

  return (
    <Modal
      open={open}
      title="New Supply Order"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={isLoading} onClick={() => form.submit()}>
          {isLoading ? 'Creating...' : 'Create Order'}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        name="new-order"
        onFinish={submit}
        initialValues={{ items: orderLinesText(draft?.items ?? []), vendor: draft?.vendor ?? DEFAULT_VENDOR }}
      >
        <Form.Item
          name="items"
          label="Items (one per line)"
          extra={QUANTITY_HELP}
          rules={[
            { validator: (_rule, value?: string) => (parseOrderLines(value).length ? Promise.resolve() : Promise.reject(new Error('Add at least one item'))) },
          ]}
        >
          <Input.TextArea rows={4} placeholder={'Nails - 2\nScrews'} />
        </Form.Item>
        <Form.Item name="vendor" label="Vendor">
          <Select options={VENDORS.map((vendor) => ({ value: vendor, label: VENDOR_NAMES[vendor] }))} />
        </Form.Item>
        <Form.Item name="address" label="Shipping Address" rules={required('Shipping address is required')}>
          <Input autoComplete="street-address" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', columnGap: 12 }}>
          <Form.Item name="city" label="City" rules={required('City is required')}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item name="state" label="State" rules={required('State is required')}>
            <Input autoComplete="address-level1" />
          </Form.Item>
          <Form.Item name="zip" label="Zip" rules={required('Zip is required')}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
