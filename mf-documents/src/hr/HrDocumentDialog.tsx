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
import {
  type DocumentLanguage,
  type GroundworkDocument,
  HR_DOCUMENT_TYPES,
  type HrDocumentType,
  LANGUAGE_NAMES,
  ORIGINAL_LANGUAGE,
} from '../documents/documentTypes';
import { useT } from '../messages';

interface HrDocumentForm {
  title: string;
  documentType: HrDocumentType;
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
  const { t } = useT();
  const [form] = Form.useForm<HrDocumentForm>();
  const [createDocument, creating] = useCreateDocumentMutation();
  const [updateDocument, updating] = useUpdateHrDocumentMutation();
  const busy = creating.isLoading || updating.isLoading;
  // A version not written yet starts from the original, to translate.
  const source = version ?? original;
  const newVersion = original !== null && version === null;

  // The dialog's content is destroyed on close, so each opening starts from these values.
  const initialValues: Partial<HrDocumentForm> = source
    ? { title: source.title, documentType: source.documentType as HrDocumentType, description: source.description ?? '', content: String(source.content ?? '') }
    : {};

  const submit = async (values: HrDocumentForm) => {
    const fields = { title: values.title, documentType: values.documentType, description: values.description ?? '', content: values.content };
    try {
      if (original) {
        await updateDocument({ id: original.id, changes: fields, language }).unwrap();
        notify({ title: t('common.documentUpdated'), description: t('hrDialog.updated') });
      } else {
        await createDocument({ category: 'hr', ...fields }).unwrap();
        notify({ title: t('common.documentCreated'), description: t('hrDialog.created') });
      }
      onClose();
    } catch (error) {
      notifyError(error, original ? t('common.failedToUpdate') : t('common.failedToCreate'), t('common.error'));
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={original ? t('hrDialog.editTitle') : t('hrDialog.addTitle')} destroyOnHidden>
      <Typography.Paragraph>
        {t('hrDialog.version')} <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </Typography.Paragraph>
      {newVersion && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('hr.noSpanishVersion')} description={t('hrDialog.newVersionText')} />}
      <Form form={form} name="hrDocument" layout="vertical" onFinish={submit} requiredMark={false} initialValues={initialValues}>
        <Form.Item name="title" label={t('common.title')} rules={[{ required: true, whitespace: true, message: t('common.titleRequired') }]}>
          <Input maxLength={200} lang={language} />
        </Form.Item>
        <Form.Item
          name="documentType"
          label={t('common.documentType')}
          extra={language === ORIGINAL_LANGUAGE ? undefined : t('hrDialog.typeShared')}
          rules={[{ required: true, message: t('common.documentTypeRequired') }]}
        >
          <Select options={HR_DOCUMENT_TYPES.map(({ value }) => ({ value, label: t(`types.${value}`) }))} placeholder={t('common.selectType')} />
        </Form.Item>
        <Form.Item name="description" label={t('common.description')}>
          <Input.TextArea rows={2} maxLength={2000} lang={language} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('hrDialog.content')}
          extra={t('hrDialog.contentHelp')}
          rules={[{ required: true, whitespace: true, message: t('hrDialog.contentRequired') }]}
        >
          <Input.TextArea rows={12} style={{ fontFamily: 'monospace' }} lang={language} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {busy ? t('hrDialog.saving') : t('hrDialog.save')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
