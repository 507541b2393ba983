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

interface FinancialDocumentForm {
  title: string;
  documentType: string;
  description?: string;
  fileUrl?: string;
}

export const FILE_URL_MESSAGE = 'File URL must be a web address starting with http:// or https://';

export function CreateFinancialDocumentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      notify({ title: 'Document Created', description: 'Financial document has been created successfully.' });
      onClose();
    } catch (error) {
      // The dialog stays open with what was typed.
      notifyError(error, 'Failed to create document');
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Create Financial Document" destroyOnHidden>
      <Typography.Paragraph type="secondary">Add a new financial document to the system</Typography.Paragraph>
      <Form form={form} name="financialDocument" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="documentType" label="Document Type" rules={[{ required: true, message: 'Document type is required' }]}>
          <Select options={FINANCIAL_DOCUMENT_TYPES.map(({ value, label }) => ({ value, label }))} placeholder="Select a type" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="fileUrl" label="File URL (optional)" rules={[{ pattern: /^\s*https?:\/\/\S+\s*$/i, message: FILE_URL_MESSAGE }]}>
          <Input placeholder="https://" maxLength={2000} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {isLoading ? 'Creating...' : 'Create Document'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
