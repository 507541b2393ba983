// Add or edit an HR document (title, type, description, HTML content): Illinois' rules change
// every year. The server sanitizes the HTML; what it stored is what the view shows.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { notify, notifyError } from 'shell/sdk';

import { useCreateDocumentMutation, useUpdateHrDocumentMutation } from '../documents/documentsApi';
import { HR_DOCUMENT_TYPES, type GroundworkDocument, type HrDocumentType } from '../documents/documentTypes';

interface HrDocumentForm {
  title: string;
  documentType: HrDocumentType;
  description?: string;
  content: string;
}

interface Props {
  open: boolean;
  /** The document to edit; none to add one. */
  document: GroundworkDocument | null;
  onClose: () => void;
}

export function HrDocumentDialog({ open, document, onClose }: Props) {
  const [form] = Form.useForm<HrDocumentForm>();
  const [createDocument, creating] = useCreateDocumentMutation();
  const [updateDocument, updating] = useUpdateHrDocumentMutation();
  const busy = creating.isLoading || updating.isLoading;

  // The dialog's content is destroyed on close, so each opening starts from these values.
  const initialValues: Partial<HrDocumentForm> = document
    ? {
        title: document.title,
        documentType: document.documentType as HrDocumentType,
        description: document.description ?? '',
        content: String(document.content ?? ''),
      }
    : {};

  const submit = async (values: HrDocumentForm) => {
    const fields = { title: values.title, documentType: values.documentType, description: values.description ?? '', content: values.content };
    try {
      if (document) {
        await updateDocument({ id: document.id, changes: fields }).unwrap();
        notify({ title: 'Document Updated', description: 'HR document has been updated successfully.' });
      } else {
        await createDocument({ category: 'hr', ...fields }).unwrap();
        notify({ title: 'Document Created', description: 'HR document has been created successfully.' });
      }
      onClose();
    } catch (error) {
      notifyError(error, document ? 'Failed to update document' : 'Failed to create document');
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={document ? 'Edit HR Document' : 'Add HR Document'} destroyOnHidden>
      <Form form={form} name="hrDocument" layout="vertical" onFinish={submit} requiredMark={false} initialValues={initialValues}>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="documentType" label="Document Type" rules={[{ required: true, message: 'Document type is required' }]}>
          <Select options={HR_DOCUMENT_TYPES.map(({ value, label }) => ({ value, label }))} placeholder="Select a type" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="content"
          label="Content (HTML)"
          extra="Headings, paragraphs, lists, tables and links. Scripts, styles and images are removed when saved."
          rules={[{ required: true, whitespace: true, message: 'Content is required' }]}
        >
          <Input.TextArea rows={12} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {busy ? 'Saving...' : 'Save Document'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
