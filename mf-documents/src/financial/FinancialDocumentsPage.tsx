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
import { CreateFinancialDocumentDialog } from './CreateFinancialDocumentDialog';

const styles = {
  totals: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16, marginBottom: 16 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 16 },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, marginTop: 12 },
} as const;

function FinancialDocumentCard({ document }: { document: GroundworkDocument }) {
  const [deleteDocument, { isLoading: deleting }] = useDeleteDocumentMutation();
  const remove = async () => {
    try {
      await deleteDocument(document).unwrap();
      notify({ title: 'Document Deleted', description: 'Financial document has been deleted successfully.' });
    } catch (error) {
      notifyError(error, 'Failed to delete document');
    }
  };
  return (
    <Card size="small">
      <article aria-label={document.title}>
        <div style={styles.cardHead}>
          <Typography.Title level={4} style={{ margin: 0, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {document.title}
          </Typography.Title>
          <Tag color="blue">{financialTypeLabel(document.documentType)}</Tag>
        </div>
        {document.description && <Typography.Paragraph style={{ margin: '6px 0' }}>{document.description}</Typography.Paragraph>}
        <Typography.Text type="secondary">Created: {formatDate(document.createdAt)}</Typography.Text>
        <div style={styles.actions}>
          <DocumentActions document={document} />
          <Popconfirm
            title="Delete this document?"
            description="This cannot be undone."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={remove}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${document.title}`} loading={deleting}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      </article>
    </Card>
  );
}

function FinancialDocuments() {
  const documentsQuery = useGetDocumentsQuery({ category: 'financial' });
  const totalsQuery = useGetFinancialTotalsQuery();
  const { data: documents = [], isLoading } = documentsQuery;
  const totals = totalsQuery.data;
  const loadError = useReadError('Failed to fetch documents', documentsQuery, totalsQuery);
  const [creating, setCreating] = useState(false);
  const [createDocument, generating] = useCreateDocumentMutation();

  // The server computes the statement from the invoices at this moment; the browser sends no
  // figures.
  const generateReport = async () => {
    try {
      await createDocument({
        category: 'financial',
        title: `Financial Report - ${formatDate(new Date())}`,
        description: 'Automatically generated financial summary report',
        documentType: 'financial_statement',
      }).unwrap();
      notify({ title: 'Document Created', description: 'Financial document has been created successfully.' });
    } catch (error) {
      notifyError(error, 'Failed to create document');
    }
  };

  return (
    <div>
      <PageHeader
        title="Financial Documents"
        subtitle="Manage payroll, expenses, invoices, and financial reports"
        actions={
          <>
            <Button icon={<FileAddOutlined aria-hidden />} onClick={generateReport} loading={generating.isLoading}>
              Generate Report
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              New Document
            </Button>
          </>
        }
      />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.totals}>
        <StatCard
          title="Total Revenue"
          value={formatMoney(totals?.revenue ?? '0')}
          description="From all invoices"
          icon={<DollarOutlined />}
          loading={totalsQuery.isLoading}
        />
        <StatCard
          title="Total Paid"
          value={formatMoney(totals?.paid ?? '0')}
          description="Completed payments"
          icon={<CheckCircleOutlined />}
          loading={totalsQuery.isLoading}
        />
        <StatCard
          title="Total Pending"
          value={formatMoney(totals?.pending ?? '0')}
          description="Awaiting payment"
          icon={<ClockCircleOutlined />}
          loading={totalsQuery.isLoading}
        />
      </div>

      {isLoading ? (
        <Card>
          <Typography.Text type="secondary" role="status">
            Loading documents...
          </Typography.Text>
        </Card>
      ) : documents.length === 0 && !loadError ? (
        <Card>
          <Typography.Text type="secondary">No financial documents found. Create your first document or generate a financial report.</Typography.Text>
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
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  if (user?.role !== 'admin') {
    return (
      <Card style={{ maxWidth: 480, margin: '48px auto' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          <LockOutlined aria-hidden /> Access Denied
        </Typography.Title>
        <Typography.Text>Only administrators can access financial documents</Typography.Text>
      </Card>
    );
  }
  return <FinancialDocuments />;
}
