// The pay rate dialog (Team Management, admins only): a member's hourly rate in dollars, set,
// changed or cleared. The rate travels as the decimal string typed (exact, never a float); the
// form checks what the server's SetPayRateDto checks, and a refusal keeps the dialog open with the
// server's own message.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage, formatMoney, handleUnauthorized, notify } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { useT } from '../messages';
import { type Member, useSetPayRateMutation } from './teamApi';

/** Dollars an hour: 0 to 9999.99, at most 2 decimals (the server's SetPayRateDto and users_hourly_rate_range). */
export const HOURLY_RATE = /^\d{1,4}(\.\d{1,2})?$/;

interface PayRateValues {
  hourlyRate?: string;
}

export function PayRateDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<PayRateValues>();
  const [setPayRate, { isLoading }] = useSetPayRateMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = fullNameOf(member);

  async function save(hourlyRate: string | null) {
    setRefusal(null);
    try {
      const saved = await setPayRate({ id: member.id, hourlyRate }).unwrap();
      notify(
        saved.hourlyRate === null
          ? { title: t('team.payRate.cleared'), description: t('team.payRate.clearedDescription', { name }) }
          : { title: t('team.payRate.saved'), description: t('team.payRate.savedDescription', { name, amount: formatMoney(saved.hourlyRate) }) },
      );
      onClose();
    } catch (error) {
      if (!handleUnauthorized(error)) setRefusal(errorMessage(error, t('team.payRate.failed')));
    }
  }

  return (
    <Modal
      open
      title={t('team.payRate.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        member.hourlyRate !== null && (
          <Button key="clear" danger disabled={isLoading} onClick={() => void save(null)}>
            {t('team.payRate.clear')}
          </Button>
        ),
        <Button key="save" type="primary" loading={isLoading} onClick={() => form.submit()}>
          {t('team.payRate.save')}
        </Button>,
      ]}
    >
      <p>{t('team.payRate.description', { name })}</p>
      <Form<PayRateValues>
        form={form}
        name="pay-rate"
        layout="vertical"
        requiredMark={false}
        initialValues={{ hourlyRate: member.hourlyRate ?? '' }}
        onFinish={(values) => void save((values.hourlyRate ?? '').trim())}
        noValidate
      >
        <Form.Item
          name="hourlyRate"
          label={t('team.payRate.label')}
          extra={t('team.payRate.hint')}
          rules={[
            { required: true, whitespace: true, message: t('team.payRate.required') },
            {
              validator: (_: unknown, value?: string) =>
                !value?.trim() || HOURLY_RATE.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('team.payRate.invalid'))),
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" prefix="$" placeholder="0.00" maxLength={20} />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={t('team.payRate.failed')} description={refusal} />}
    </Modal>
  );
}
