// Update Job Site Cost: Total Cost and Paid Amount (step 0.01, both required), the live
// Remaining Balance once both are filled; Update Cost disabled until then, 'Updating...' while pending.
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { notify, notifyError, toCents, type JobSite } from 'shell/sdk';

import { useUpdateJobSiteCostMutation } from '../fieldApi';
import { isAmount, remainingBalance } from './costs';

interface CostValues {
  totalCost?: string;
  paidAmount?: string;
}

export function CostDialog({ site, onClose }: { site: JobSite; onClose: () => void }) {
  const [form] = Form.useForm<CostValues>();
  const [updateCost, { isLoading }] = useUpdateJobSiteCostMutation();
  const totalCost = Form.useWatch('totalCost', form);
  const paidAmount = Form.useWatch('paidAmount', form);
  const remaining = remainingBalance(totalCost, paidAmount);
  const bothFilled = Boolean(totalCost?.trim() && paidAmount?.trim());

  async function onSubmit(values: CostValues) {
    try {
      await updateCost({ id: site.id, totalCost: (values.totalCost ?? '').trim(), paidAmount: (values.paidAmount ?? '').trim() }).unwrap();
      notify({ title: 'Cost updated', description: `${site.name}: remaining ${remaining ?? ''}` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to update cost');
    }
  }

  const amountRules = (label: string) => [
    { required: true, whitespace: true, message: `${label} is required` },
    {
      validator: (_: unknown, value?: string) =>
        !value?.trim() || isAmount(value) ? Promise.resolve() : Promise.reject(new Error(`${label} must be an amount of at least 0 with at most 2 decimals`)),
    },
  ];

  return (
    <Modal
      open
      title="Update Job Site Cost"
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={isLoading ? 'Updating...' : 'Update Cost'}
      okButtonProps={{ disabled: !bothFilled, loading: isLoading }}
      cancelText="Cancel"
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        requiredMark={false}
        initialValues={{ totalCost: site.totalCost ?? undefined, paidAmount: site.paidAmount ?? undefined }}
      >
        <p>{site.name}</p>
        <Form.Item name="totalCost" label="Total Cost" rules={amountRules('Total cost')}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" prefix="$" />
        </Form.Item>
        <Form.Item
          name="paidAmount"
          label="Paid Amount"
          dependencies={['totalCost']}
          rules={[
            ...amountRules('Paid amount'),
            ({ getFieldValue }) => ({
              validator: (_: unknown, value?: string) => {
                const total = getFieldValue('totalCost') as string | undefined;
                return isAmount(value) && isAmount(total) && toCents(value) > toCents(total)
                  ? Promise.reject(new Error('Paid amount cannot exceed the total cost'))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <Input type="number" inputMode="decimal" step="0.01" min="0" prefix="$" />
        </Form.Item>
        {remaining !== null && <Alert type="info" title={`Remaining Balance: ${remaining}`} aria-live="polite" />}
      </Form>
    </Modal>
  );
}
