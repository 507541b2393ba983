// Add or edit an HR document (title, type, description, HTML content): Illinois' rules change
// every year. An edit is of one version, the English original or the Spanish one; the first
// Spanish edit starts from the English text, to translate. The server sanitizes the HTML; what it
// stored is what the view shows.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { notify, notifyError } from 'shell/sdk';

import { useCreateDocumentMutation, useUpdateHrDocumentMutation } from '../documents/documentsApi';
import { type DocumentLanguage, type GroundworkDocument, HR_DOCUMENT_TYPES, LANGUAGE_NAMES, ORIGINAL_LANGUAGE } from '../documents/documentTypes';

interface HrDocumentForm {
  title: string;
  documentType: string;
  description?: string;
  content: string;
}

interface Props {
  open: boolean;
  /** The language of the version edited; a new document is written in English, the original. */
  language: DocumentLanguage;
  /** The document's English original; none to add a document. */
  original: GroundworkDocument | null;
  /** The version edited, in `language`; none when that version is not written yet. */
  version: GroundworkDocument | null;
  onClose: () => void;
}

export function HrDocumentDialog({ open, language, original, version, onClose }: Props) {
  const [form] = Form.useForm<HrDocumentForm>();
  const [createDocument, creating] = useCreateDocumentMutation();
  const [updateDocument, updating] = useUpdateHrDocumentMutation();
  const busy = creating.isLoading || updating.isLoading;
  // A version not written yet starts from the original, to translate.
  const source = version ?? original;
  const newVersion = original !== null && version === null;

  // The dialog's content is destroyed on close, so each opening starts from these values.
  const initialValues: Partial<HrDocumentForm> = source
    ? { title: source.title, documentType: source.documentType, description: source.description ?? '', content: String(source.content ?? '') }
    : {};

  const submit = async (values: HrDocumentForm) => {
    const fields = { title: values.title, documentType: values.documentType, description: values.description ?? '', content: values.content };
    try {
      if (original) {
        await updateDocument({ id: original.id, changes: fields, language }).unwrap();
        notify({ title: 'Document Updated', description: 'HR document has been updated successfully.' });
      } else {
        await createDocument({ category: 'hr', ...fields }).unwrap();
        notify({ title: 'Document Created', description: 'HR document has been created successfully.' });
      }
      onClose();
    } catch (error) {
      notifyError(error, original ? 'Failed to update document' : 'Failed to create document');
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={original ? 'Edit HR Document' : 'Add HR Document'} destroyOnHidden>
      <Typography.Paragraph>
        Version: <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </Typography.Paragraph>
      {newVersion && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="No Spanish version yet"
          description="The English text is filled in for you to translate. Saving writes the Spanish version; the English original stays as it is."
        />
      )}
      <Form form={form} name="hrDocument" layout="vertical" onFinish={submit} requiredMark={false} initialValues={initialValues}>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
          <Input maxLength={200} lang={language} />
        </Form.Item>
        <Form.Item
          name="documentType"
          label="Document Type"
          extra={language === ORIGINAL_LANGUAGE ? undefined : 'The type is shared by both versions.'}
          rules={[{ required: true, message: 'Document type is required' }]}
        >
          <Select options={HR_DOCUMENT_TYPES.map(({ value, label }) => ({ value, label }))} placeholder="Select a type" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={2000} lang={language} />
        </Form.Item>
        <Form.Item
          name="content"
          label="Content (HTML)"
          extra="Headings, paragraphs, lists, tables and links. Scripts, styles and images are removed when saved."
          rules={[{ required: true, whitespace: true, message: 'Content is required' }]}
        >
          <Input.TextArea rows={12} style={{ fontFamily: 'monospace' }} lang={language} />
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
