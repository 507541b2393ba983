// Update Job Site Cost: Total Cost and Paid Amount (step 0.01, both required), the live
// Remaining Balance once both are filled; Update Cost disabled until then, 'Updating...' while pending.
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { notify, notifyError, toCents, type JobSite } from 'shell/sdk';

import { useUpdateJobSiteCostMutation } from '../fieldApi';
import { useT } from '../messages';
import { isAmount, remainingBalance } from './costs';

interface CostValues {
  totalCost?: string;
  paidAmount?: string;
}

export function CostDialog({ site, onClose }: { site: JobSite; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<CostValues>();
  const [updateCost, { isLoading }] = useUpdateJobSiteCostMutation();
  const totalCost = Form.useWatch('totalCost', form);
  const paidAmount = Form.useWatch('paidAmount', form);
  const remaining = remainingBalance(totalCost, paidAmount);
  const bothFilled = Boolean(totalCost?.trim() && paidAmount?.trim());

  async function onSubmit(values: CostValues) {
    try {
      await updateCost({ id: site.id, totalCost: (values.totalCost ?? '').trim(), paidAmount: (values.paidAmount ?? '').trim() }).unwrap();
      notify({ title: t('cost.updated'), description: t('cost.updatedText', { site: site.name, amount: remaining ?? '' }) });
      onClose();
    } catch (error) {
      notifyError(error, t('cost.updateFailed'));
    }
  }

  const amountRules = (required: string, invalid: string) => [
    { required: true, whitespace: true, message: required },
    {
      validator: (_: unknown, value?: string) => (!value?.trim() || isAmount(value) ? Promise.resolve() : Promise.reject(new Error(invalid))),
    },
  ];

  return (
    <Modal
      open
      title={t('cost.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={isLoading ? t('cost.updating') : t('cost.update')}
      okButtonProps={{ disabled: !bothFilled, loading: isLoading }}
      cancelText={t('common.cancel')}
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
        <Form.Item name="totalCost" label={t('cost.totalCost')} rules={amountRules(t('cost.totalRequired'), t('cost.totalInvalid'))}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" prefix="$" />
        </Form.Item>
        <Form.Item
          name="paidAmount"
          label={t('cost.paidAmount')}
          dependencies={['totalCost']}
          rules={[
            ...amountRules(t('cost.paidRequired'), t('cost.paidInvalid')),
            ({ getFieldValue }) => ({
              validator: (_: unknown, value?: string) => {
                const total = getFieldValue('totalCost') as string | undefined;
                return isAmount(value) && isAmount(total) && toCents(value) > toCents(total)
                  ? Promise.reject(new Error(t('cost.paidTooHigh')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <Input type="number" inputMode="decimal" step="0.01" min="0" prefix="$" />
        </Form.Item>
        {remaining !== null && <Alert type="info" title={t('cost.remaining', { amount: remaining })} aria-live="polite" />}
      </Form>
    </Modal>
  );
}
