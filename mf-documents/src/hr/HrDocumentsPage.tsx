// Illinois HR Documents (/hr-documents), admin only. Exposed as mf_documents/HrDocumentsPage.
// Each document in English and, where written, in Spanish: the admin picks the version the list
// shows, views, prints, downloads and edits either, and prints both on one page for the crews.
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { formatDate, isLanguage, Navigate, useCurrentUser, useReadError } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { BilingualPrintButton, DocumentActions } from '../documents/DocumentActions';
import { DOCUMENT_CONTENT_CLASS, DOCUMENT_CONTENT_STYLE } from '../documents/documentContent.css';
import { useGetDocumentsQuery } from '../documents/documentsApi';
import { DOCUMENT_LANGUAGES, type DocumentLanguage, type GroundworkDocument, hrTypeBadge, LANGUAGE_NAMES, ORIGINAL_LANGUAGE } from '../documents/documentTypes';
import { loadPrintLanguages, useT } from '../messages';
import { HrDocumentDialog } from './HrDocumentDialog';

const styles = {
  list: { display: 'grid', gap: 12 },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap' as const },
  titleButton: { padding: 0, height: 'auto', fontSize: '1.05rem', fontWeight: 600, whiteSpace: 'normal' as const, textAlign: 'left' as const },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, marginTop: 12 },
  languageBar: { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const, marginBottom: 16 },
} as const;

const LIST_LANGUAGE_LABEL = 'hr-documents-language';

/** A document's two versions: the English original, and the Spanish one once written. */
interface Versions {
  en: GroundworkDocument;
  es: GroundworkDocument | null;
}

interface LanguageSwitchProps {
  /** Its name: a visible label's id, or a text when it has none. */
  label: { labelledBy: string } | { text: string };
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
}

function LanguageSwitch({ label, value, onChange }: LanguageSwitchProps) {
  return (
    <Radio.Group
      {...('labelledBy' in label ? { 'aria-labelledby': label.labelledBy } : { 'aria-label': label.text })}
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(event) => onChange(event.target.value as DocumentLanguage)}
      options={DOCUMENT_LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{LANGUAGE_NAMES[language]}</span> }))}
    />
  );
}

/** The version in `language`, or the original with a note when that version is not written yet. */
function shownVersion(versions: Versions, language: DocumentLanguage): { document: GroundworkDocument; missing: boolean } {
  if (language === ORIGINAL_LANGUAGE) return { document: versions.en, missing: false };
  return versions.es ? { document: versions.es, missing: false } : { document: versions.en, missing: true };
}

function HrDocumentCard({ versions, language, onView, onEdit }: { versions: Versions; language: DocumentLanguage; onView: () => void; onEdit: () => void }) {
  const { t } = useT();
  const { document, missing } = shownVersion(versions, language);
  const badge = hrTypeBadge(document.documentType, t);
  return (
    <Card size="small">
      <article aria-label={document.title} lang={document.language}>
        <div style={styles.cardHead}>
          <Button type="link" style={styles.titleButton} onClick={onView}>
            {document.title}
          </Button>
          <span>
            {missing && <Tag>{t('hr.noSpanishVersion')}</Tag>}
            <Tag color={badge.color}>{badge.label}</Tag>
          </span>
        </div>
        {document.description && <Typography.Paragraph style={{ margin: '4px 0' }}>{document.description}</Typography.Paragraph>}
        <Typography.Text type="secondary">
          {t('hr.updated', { date: document.updatedAt ? formatDate(document.updatedAt) : t('hr.notAvailable') })}
        </Typography.Text>
        <div style={styles.actions}>
          <Button size="small" icon={<EyeOutlined aria-hidden />} aria-label={t('hr.viewLabel', { title: document.title })} onClick={onView}>
            {t('hr.view')}
          </Button>
          <DocumentActions document={document} />
          {versions.es && <BilingualPrintButton english={versions.en} spanish={versions.es} shownTitle={document.title} />}
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('hr.editLabel', { title: document.title })} onClick={onEdit}>
            {t('hr.edit')}
          </Button>
        </div>
      </article>
    </Card>
  );
}

function HrDocumentView({
  versions,
  language,
  onLanguage,
  onEdit,
  onClose,
}: {
  versions: Versions | null;
  language: DocumentLanguage;
  onLanguage: (language: DocumentLanguage) => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const shown = versions ? shownVersion(versions, language) : null;
  return (
    <Modal
      open={shown !== null}
      onCancel={onClose}
      title={shown?.document.title}
      width={896}
      style={{ maxWidth: 'calc(100vw - 32px)' }}
      styles={{ body: { maxHeight: 'calc(80vh - 110px)', overflowY: 'auto' } }}
      footer={
        versions && shown ? (
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
            <DocumentActions document={shown.document} size="middle" />
            {versions.es && <BilingualPrintButton english={versions.en} spanish={versions.es} shownTitle={shown.document.title} size="middle" />}
            <Button type="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        ) : null
      }
    >
      {shown && (
        <>
          <div style={styles.languageBar}>
            <LanguageSwitch label={{ text: t('hr.versionShown') }} value={language} onChange={onLanguage} />
          </div>
          {shown.missing && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('hr.noSpanishVersion')}
              description={t('hr.noSpanishVersionText')}
              action={
                <Button size="small" onClick={onEdit}>
                  {t('hr.writeSpanishVersion')}
                </Button>
              }
            />
          )}
          <div lang={shown.document.language}>
            {shown.document.description && <Typography.Paragraph type="secondary">{shown.document.description}</Typography.Paragraph>}
            {/* The server stored this HTML sanitized (no script, style or event handler survives). */}
            <div className={DOCUMENT_CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: String(shown.document.content ?? '') }} />
          </div>
        </>
      )}
    </Modal>
  );
}

function HrDocuments() {
  const { t, language: readerLanguage } = useT();
  const englishQuery = useGetDocumentsQuery({ category: 'hr' });
  const spanishQuery = useGetDocumentsQuery({ category: 'hr', language: 'es' });
  const loadError = useReadError(t('hr.loadFailed'), englishQuery, spanishQuery);
  // The list starts in the reader's language; either version is a click away.
  const [language, setLanguage] = useState<DocumentLanguage>(isLanguage(readerLanguage) ? readerLanguage : ORIGINAL_LANGUAGE);
  // A printed version's own words are in its language: both catalogs are here before a print.
  useEffect(() => {
    void loadPrintLanguages(DOCUMENT_LANGUAGES);
  }, []);
  const [viewing, setViewing] = useState<{ id: string; language: DocumentLanguage } | null>(null);
  const [editor, setEditor] = useState<{ open: boolean; id: string | null; language: DocumentLanguage }>({
    open: false,
    id: null,
    language: ORIGINAL_LANGUAGE,
  });

  // The lists refresh after an edit: the cards, the view and the editor read the current versions.
  const versionsById = useMemo(() => {
    const spanish = new Map((spanishQuery.data ?? []).filter((document) => document.language === 'es').map((document) => [document.id, document]));
    return new Map((englishQuery.data ?? []).map((document): [string, Versions] => [document.id, { en: document, es: spanish.get(document.id) ?? null }]));
  }, [englishQuery.data, spanishQuery.data]);
  // In the order of the list shown (the server sorts each language's list by its own titles).
  const documents = ((language === ORIGINAL_LANGUAGE ? englishQuery.data : spanishQuery.data) ?? englishQuery.data ?? []).flatMap(
    (document) => versionsById.get(document.id) ?? [],
  );
  const viewed = viewing ? (versionsById.get(viewing.id) ?? null) : null;
  const edited = editor.id ? (versionsById.get(editor.id) ?? null) : null;
  const openEditor = (id: string | null, editLanguage: DocumentLanguage) => setEditor({ open: true, id, language: editLanguage });

  return (
    <div>
      <style>{DOCUMENT_CONTENT_STYLE}</style>
      <PageHeader
        title={t('hr.title')}
        subtitle={t('hr.subtitle')}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openEditor(null, ORIGINAL_LANGUAGE)}>
            {t('hr.addDocument')}
          </Button>
        }
      />

      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('hr.complianceTitle')} description={t('hr.complianceText')} />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.languageBar}>
        <Typography.Text id={LIST_LANGUAGE_LABEL}>{t('hr.documentsIn')}</Typography.Text>
        <LanguageSwitch label={{ labelledBy: LIST_LANGUAGE_LABEL }} value={language} onChange={setLanguage} />
      </div>

      {englishQuery.isLoading ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }} role="status">
          <Spin /> <span style={{ marginLeft: 8 }}>{t('common.loadingDocuments')}</span>
        </div>
      ) : documents.length === 0 && !loadError ? (
        <Card>
          <Typography.Text type="secondary">{t('hr.empty')}</Typography.Text>
        </Card>
      ) : (
        <div style={styles.list}>
          {documents.map((versions) => (
            <HrDocumentCard
              key={versions.en.id}
              versions={versions}
              language={language}
              onView={() => setViewing({ id: versions.en.id, language })}
              onEdit={() => openEditor(versions.en.id, language)}
            />
          ))}
        </div>
      )}

      <HrDocumentView
        versions={viewed}
        language={viewing?.language ?? language}
        onLanguage={(shown) => setViewing((current) => (current ? { ...current, language: shown } : current))}
        onEdit={() => viewing && openEditor(viewing.id, viewing.language)}
        onClose={() => setViewing(null)}
      />

      <HrDocumentDialog
        open={editor.open}
        language={editor.language}
        original={edited?.en ?? null}
        version={edited ? (editor.language === ORIGINAL_LANGUAGE ? edited.en : edited.es) : null}
        onClose={() => setEditor({ open: false, id: null, language: ORIGINAL_LANGUAGE })}
      />
    </div>
  );
}

/** Non-admins are sent to the dashboard; the server refuses them anyway. */
export default function HrDocumentsPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <HrDocuments />;
}
