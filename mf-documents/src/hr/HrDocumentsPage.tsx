// Illinois HR Documents (/hr-documents), admin only. Exposed as mf_documents/HrDocumentsPage.
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatDate, Navigate, useCurrentUser, useReadError } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { DocumentActions } from '../documents/DocumentActions';
import { DOCUMENT_CONTENT_CLASS, DOCUMENT_CONTENT_STYLE } from '../documents/documentContent.css';
import { useGetDocumentsQuery } from '../documents/documentsApi';
import { hrTypeBadge, type GroundworkDocument } from '../documents/documentTypes';
import { HrDocumentDialog } from './HrDocumentDialog';

const styles = {
  list: { display: 'grid', gap: 12 },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap' as const },
  titleButton: { padding: 0, height: 'auto', fontSize: '1.05rem', fontWeight: 600, whiteSpace: 'normal' as const, textAlign: 'left' as const },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, marginTop: 12 },
} as const;

function HrDocumentCard({ document, onView, onEdit }: { document: GroundworkDocument; onView: () => void; onEdit: () => void }) {
  const badge = hrTypeBadge(document.documentType);
  return (
    <Card size="small">
      <article aria-label={document.title}>
        <div style={styles.cardHead}>
          <Button type="link" style={styles.titleButton} onClick={onView}>
            {document.title}
          </Button>
          <Tag color={badge.color}>{badge.label}</Tag>
        </div>
        {document.description && <Typography.Paragraph style={{ margin: '4px 0' }}>{document.description}</Typography.Paragraph>}
        <Typography.Text type="secondary">Updated: {document.updatedAt ? formatDate(document.updatedAt) : 'N/A'}</Typography.Text>
        <div style={styles.actions}>
          <Button size="small" icon={<EyeOutlined aria-hidden />} aria-label={`View ${document.title}`} onClick={onView}>
            View
          </Button>
          <DocumentActions document={document} />
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${document.title}`} onClick={onEdit}>
            Edit
          </Button>
        </div>
      </article>
    </Card>
  );
}

function HrDocuments() {
  const documentsQuery = useGetDocumentsQuery('hr');
  const { data: documents = [], isLoading } = documentsQuery;
  const loadError = useReadError('Failed to fetch HR documents', documentsQuery);
  const [viewing, setViewing] = useState<GroundworkDocument | null>(null);
  const [editor, setEditor] = useState<{ open: boolean; document: GroundworkDocument | null }>({ open: false, document: null });
  // The list refreshes after an edit: view the current version of the open document.
  const viewed = viewing ? (documents.find((document) => document.id === viewing.id) ?? viewing) : null;

  return (
    <div>
      <style>{DOCUMENT_CONTENT_STYLE}</style>
      <PageHeader
        title="Illinois HR Documents"
        subtitle="Required legal documents, notices and policies for construction businesses in Illinois"
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditor({ open: true, document: null })}>
            Add Document
          </Button>
        }
      />

      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="Legal Compliance Notice"
        description="Make sure every employee has access to these documents. Some notices must be posted conspicuously at each job site, where all workers can see them."
      />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      {isLoading ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }} role="status">
          <Spin /> <span style={{ marginLeft: 8 }}>Loading documents...</span>
        </div>
      ) : documents.length === 0 && !loadError ? (
        <Card>
          <Typography.Text type="secondary">No HR documents available</Typography.Text>
        </Card>
      ) : (
        <div style={styles.list}>
          {documents.map((document) => (
            <HrDocumentCard key={document.id} document={document} onView={() => setViewing(document)} onEdit={() => setEditor({ open: true, document })} />
          ))}
        </div>
      )}

      <Modal
        open={viewed !== null}
        onCancel={() => setViewing(null)}
        title={viewed?.title}
        width={896}
        style={{ maxWidth: 'calc(100vw - 32px)' }}
        styles={{ body: { maxHeight: 'calc(80vh - 110px)', overflowY: 'auto' } }}
        footer={
          viewed ? (
            <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
              <DocumentActions document={viewed} size="middle" />
              <Button type="primary" onClick={() => setViewing(null)}>
                Close
              </Button>
            </div>
          ) : null
        }
      >
        {viewed?.description && <Typography.Paragraph type="secondary">{viewed.description}</Typography.Paragraph>}
        {/* The server stored this HTML sanitized (no script, style or event handler survives). */}
        {viewed && <div className={DOCUMENT_CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: String(viewed.content ?? '') }} />}
      </Modal>

      <HrDocumentDialog open={editor.open} document={editor.document} onClose={() => setEditor({ open: false, document: null })} />
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
