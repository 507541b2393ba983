// Financial Documents (/financial-documents), admin only. Exposed as
// mf_documents/FinancialDocumentsPage.
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatDate, formatMoney, notify, notifyError, useCurrentUser, useReadError } from 'shell/sdk';
import { PageHeader, StatCard } from 'shell/sdk/ui';

import { DocumentActions } from '../documents/DocumentActions';
import { useCreateDocumentMutation, useDeleteDocumentMutation, useGetDocumentsQuery, useGetFinancialTotalsQuery } from '../documents/documentsApi';
import { financialTypeLabel, type GroundworkDocument } from '../documents/documentTypes';
import { InvoicesSection } from '../invoices/InvoicesSection';
import { useT } from '../messages';
import { CreateFinancialDocumentDialog } from './CreateFinancialDocumentDialog';

const styles = {
  totals: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16, marginBottom: 16 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 16 },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, marginTop: 12 },
} as const;

function FinancialDocumentCard({ document }: { document: GroundworkDocument }) {
  const { t } = useT();
  const [deleteDocument, { isLoading: deleting }] = useDeleteDocumentMutation();
  const remove = async () => {
    try {
      await deleteDocument(document).unwrap();
      notify({ title: t('common.documentDeleted'), description: t('financial.documentDeleted') });
    } catch (error) {
      notifyError(error, t('common.failedToDelete'), t('common.error'));
    }
  };
  return (
    <Card size="small">
      <article aria-label={document.title}>
        <div style={styles.cardHead}>
          <Typography.Title level={4} style={{ margin: 0, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {document.title}
          </Typography.Title>
          <Tag color="blue">{financialTypeLabel(document.documentType, t)}</Tag>
        </div>
        {document.description && <Typography.Paragraph style={{ margin: '6px 0' }}>{document.description}</Typography.Paragraph>}
        <Typography.Text type="secondary">{t('financial.created', { date: formatDate(document.createdAt) })}</Typography.Text>
        <div style={styles.actions}>
          <DocumentActions document={document} />
          <Popconfirm
            title={t('financial.deleteConfirm')}
            description={t('financial.cannotBeUndone')}
            okText={t('common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={remove}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('financial.deleteLabel', { title: document.title })}
              loading={deleting}
            >
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </div>
      </article>
    </Card>
  );
}

function FinancialDocuments() {
  const { t } = useT();
  const documentsQuery = useGetDocumentsQuery({ category: 'financial' });
  const totalsQuery = useGetFinancialTotalsQuery();
  const { data: documents = [], isLoading } = documentsQuery;
  const totals = totalsQuery.data;
  const loadError = useReadError(t('financial.loadFailed'), documentsQuery, totalsQuery);
  const [creating, setCreating] = useState(false);
  const [createDocument, generating] = useCreateDocumentMutation();

  // The server computes the statement from the invoices at this moment; the browser sends no
  // figures.
  const generateReport = async () => {
    try {
      await createDocument({
        category: 'financial',
        title: t('financial.reportTitle', { date: formatDate(new Date()) }),
        description: t('financial.reportDescription'),
        documentType: 'financial_statement',
      }).unwrap();
      notify({ title: t('common.documentCreated'), description: t('financial.documentCreated') });
    } catch (error) {
      notifyError(error, t('common.failedToCreate'), t('common.error'));
    }
  };

  return (
    <div>
      <PageHeader
        title={t('financial.title')}
        subtitle={t('financial.subtitle')}
        actions={
          <>
            <Button icon={<FileAddOutlined aria-hidden />} onClick={generateReport} loading={generating.isLoading}>
              {t('financial.generateReport')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              {t('financial.newDocument')}
            </Button>
          </>
        }
      />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.totals}>
        <StatCard
          title={t('financial.totalRevenue')}
          value={formatMoney(totals?.revenue ?? '0')}
          description={t('financial.fromAllInvoices')}
          icon={<DollarOutlined />}
          loading={totalsQuery.isLoading}
        />
        <StatCard
          title={t('financial.totalPaid')}
          value={formatMoney(totals?.paid ?? '0')}
          description={t('financial.completedPayments')}
          icon={<CheckCircleOutlined />}
          loading={totalsQuery.isLoading}
        />
        <StatCard
          title={t('financial.totalPending')}
          value={formatMoney(totals?.pending ?? '0')}
          description={t('financial.awaitingPayment')}
          icon={<ClockCircleOutlined />}
          loading={totalsQuery.isLoading}
        />
      </div>

      {isLoading ? (
        <Card>
          <Typography.Text type="secondary" role="status">
            {t('common.loadingDocuments')}
          </Typography.Text>
        </Card>
      ) : documents.length === 0 && !loadError ? (
        <Card>
          <Typography.Text type="secondary">{t('financial.empty')}</Typography.Text>
        </Card>
      ) : (
        <div style={styles.grid}>
          {documents.map((document) => (
            <FinancialDocumentCard key={document.id} document={document} />
          ))}
        </div>
      )}

      {/* Admins handle money here: the invoices behind the totals above. */}
      <InvoicesSection />
      <CreateFinancialDocumentDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

/** Non-admins see an Access Denied card (the route and the server are admin only too). */
export default function FinancialDocumentsPage() {
  const { t } = useT();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  if (user?.role !== 'admin') {
    return (
      <Card style={{ maxWidth: 480, margin: '48px auto' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          <LockOutlined aria-hidden /> {t('financial.accessDenied')}
        </Typography.Title>
        <Typography.Text>{t('financial.adminsOnly')}</Typography.Text>
      </Card>
    );
  }
  return <FinancialDocuments />;
}
