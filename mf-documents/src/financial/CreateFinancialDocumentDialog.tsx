// The Create Financial Document dialog: title and type required, the rest optional.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { notify, notifyError } from 'shell/sdk';

import { useCreateDocumentMutation } from '../documents/documentsApi';
import { FINANCIAL_DOCUMENT_TYPES } from '../documents/documentTypes';
import { useT } from '../messages';

/** The start of any address the field takes: the same in every language. */
const URL_PLACEHOLDER = 'https://';

interface FinancialDocumentForm {
  title: string;
  documentType: string;
  description?: string;
  fileUrl?: string;
}

export function CreateFinancialDocumentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<FinancialDocumentForm>();
  const [createDocument, { isLoading }] = useCreateDocumentMutation();

  const submit = async (values: FinancialDocumentForm) => {
    try {
      await createDocument({
        category: 'financial',
        title: values.title,
        documentType: values.documentType,
        description: values.description || undefined,
        fileUrl: values.fileUrl || undefined,
      }).unwrap();
      notify({ title: t('common.documentCreated'), description: t('financial.documentCreated') });
      onClose();
    } catch (error) {
      // The dialog stays open with what was typed.
      notifyError(error, t('common.failedToCreate'), t('common.error'));
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('financialDialog.title')} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('financialDialog.subtitle')}</Typography.Paragraph>
      <Form form={form} name="financialDocument" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="title" label={t('common.title')} rules={[{ required: true, whitespace: true, message: t('common.titleRequired') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="documentType" label={t('common.documentType')} rules={[{ required: true, message: t('common.documentTypeRequired') }]}>
          <Select options={FINANCIAL_DOCUMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} placeholder={t('common.selectType')} />
        </Form.Item>
        <Form.Item name="description" label={t('common.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="fileUrl"
          label={t('financialDialog.fileUrl')}
          rules={[{ pattern: /^\s*https?:\/\/\S+\s*$/i, message: t('financialDialog.fileUrlInvalid') }]}
        >
          <Input placeholder={URL_PLACEHOLDER} maxLength={2000} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {isLoading ? t('financialDialog.submitting') : t('financialDialog.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
