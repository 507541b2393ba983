// The New Order dialog: items one per line (a quantity after a dash), a vendor
// (Menards by default) and a shipping address; the server checks the items and the vendor and
// computes the total.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { type JobSiteOption, notify, notifyError } from 'shell/sdk';
import { JOB_SITE_OPTIONS_PATH, jobSiteOptionOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { useT } from '../messages';
import { useCreateSupplyOrderMutation } from './suppliesApi';
import { DEFAULT_VENDOR, orderLinesText, orderNumber, parseOrderLines, VENDOR_NAMES, VENDORS } from './supplyOrders';
import type { OrderLineInput, ShippingInfo, Vendor } from './types';

interface NewOrderValues extends ShippingInfo {
  items: string;
  vendor: Vendor;
  /** The job site the materials are for (its costs count them); optional. */
  jobSiteId?: string;
}

/** New Order offers the active sites only (the server refuses any other). */
const ACTIVE_SITES = { status: 'active' };

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

export function NewOrderDialog({ open, draft, onClose }: NewOrderDialogProps) {
  const { t } = useT();
  const [form] = Form.useForm<NewOrderValues>();
  const [createOrder, { isLoading }] = useCreateSupplyOrderMutation();

  async function submit(values: NewOrderValues) {
    try {
      const order = await createOrder({
        items: parseOrderLines(values.items),
        vendor: values.vendor,
        ...(values.jobSiteId ? { jobSiteId: values.jobSiteId } : {}),
        shippingInfo: { address: values.address.trim(), city: values.city.trim(), state: values.state.trim(), zip: values.zip.trim() },
      }).unwrap();
      notify({ title: t('newOrder.created'), description: t('newOrder.createdText', { number: orderNumber(order) }) });
      onClose();
    } catch (error) {
      notifyError(error, t('newOrder.createFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('newOrder.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={isLoading} onClick={() => form.submit()}>
          {isLoading ? t('newOrder.creating') : t('newOrder.create')}
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
          label={t('newOrder.items')}
          extra={t('newOrder.quantityHelp')}
          rules={[
            {
              validator: (_rule, value?: string) => (parseOrderLines(value).length ? Promise.resolve() : Promise.reject(new Error(t('newOrder.atLeastOne')))),
            },
          ]}
        >
          <Input.TextArea rows={4} placeholder={t('newOrder.itemsPlaceholder')} />
        </Form.Item>
        <Form.Item name="vendor" label={t('newOrder.vendor')}>
          <Select options={VENDORS.map((vendor) => ({ value: vendor, label: VENDOR_NAMES[vendor] }))} />
        </Form.Item>
        <Form.Item name="jobSiteId" label={t('newOrder.jobSite')} extra={t('newOrder.jobSiteHelp')}>
          <RemoteSearchSelect<JobSiteOption>
            path={JOB_SITE_OPTIONS_PATH}
            params={ACTIVE_SITES}
            toOption={jobSiteOptionOf}
            placeholder={t('newOrder.jobSitePlaceholder')}
            aria-label={t('newOrder.jobSite')}
          />
        </Form.Item>
        <Form.Item name="address" label={t('newOrder.address')} rules={required(t('newOrder.addressRequired'))}>
          <Input autoComplete="street-address" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', columnGap: 12 }}>
          <Form.Item name="city" label={t('newOrder.city')} rules={required(t('newOrder.cityRequired'))}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item name="state" label={t('newOrder.state')} rules={required(t('newOrder.stateRequired'))}>
            <Input autoComplete="address-level1" />
          </Form.Item>
          <Form.Item name="zip" label={t('newOrder.zip')} rules={required(t('newOrder.zipRequired'))}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
