import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import FinancialDocumentsPage from './FinancialDocumentsPage';

const admin = { id: 'a1', firstName: 'Maria', lastName: 'Kowalski', email: 'a@x.com', phoneNumber: '1', role: 'admin', profileImageUrl: null };
const totals = { revenue: '115800.00', paid: '51250.00', pending: '64550.05', invoiceCount: 4 };
const financialDocument = (id: string, title: string, documentType: string) => ({
  id,
  category: 'financial',
  title,
  description: `About ${title}`,
  documentType,
  content: null,
  fileUrl: null,
  metadata: null,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
});

async function chooseOption(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Document Type'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[0]);
}

// antd dialogs and popconfirms are slow in jsdom on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

describe('FinancialDocumentsPage', () => {
  it('shows the totals from the server and the document cards with type labels and Created dates', async () => {
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/documents/financial-totals': { body: totals },
      'GET /api/documents': { body: [financialDocument('d1', 'Payroll Week 1', 'payroll'), financialDocument('d2', 'Report', 'financial_statement')] },
    });
    renderWithProviders(<FinancialDocumentsPage />);
    expect(await screen.findByRole('heading', { name: 'Financial Documents' })).toBeInTheDocument();
    expect(screen.getByText('Manage payroll, expenses, invoices, and financial reports')).toBeInTheDocument();

    const revenue = await screen.findByRole('region', { name: 'Total Revenue' });
    // The card shows while its figure loads: wait for the figure itself.
    expect(await within(revenue).findByText('$115,800.00')).toBeInTheDocument();
    expect(within(revenue).getByText('From all invoices')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total Paid' })).getByText('$51,250.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total Pending' })).getByText('$64,550.05')).toBeInTheDocument();
    expect(screen.getByText('Completed payments')).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();

    const payroll = await screen.findByRole('article', { name: 'Payroll Week 1' });
    expect(within(payroll).getByText('Payroll Report')).toBeInTheDocument();
    expect(within(payroll).getByText('Created: Jan 5, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Report' })).getByText('Financial Statement')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /api/auth/user': { body: admin }, 'GET /api/documents/financial-totals': { body: totals }, 'GET /api/documents': { body: [] } });
    renderWithProviders(<FinancialDocumentsPage />);
    expect(await screen.findByText('No financial documents found. Create your first document or generate a financial report.')).toBeInTheDocument();
  });

  it('validates the Create dialog, naming each missing field, then creates the document', async () => {
    const posts: unknown[] = [];
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/documents/financial-totals': { body: totals },
      'GET /api/documents': { body: [] },
      'POST /api/documents': (init) => {
        posts.push(JSON.parse(String(init?.body)));
        return { status: 201, body: financialDocument('d9', 'Q1 Payroll', 'payroll') };
      },
    });
    renderWithProviders(<FinancialDocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /New Document/ }));
    // By its text: under jest antd gives every dialog title the same id, so the Invoices
    // section's (hidden) Create Invoice dialog would lend this one its accessible name.
    const dialog = (await screen.findByText('Add a new financial document to the system')).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('Add a new financial document to the system')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Document type is required')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Q1 Payroll' } });
    await chooseOption('Payroll Report');
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'January to March' } });
    fireEvent.change(within(dialog).getByLabelText('File URL (optional)'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    expect(await within(dialog).findByText('File URL must be a web address starting with http:// or https://')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('File URL (optional)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));

    await waitFor(() => expect(posts).toEqual([{ category: 'financial', title: 'Q1 Payroll', documentType: 'payroll', description: 'January to March' }]));
    expect(await screen.findByText('Document Created')).toBeInTheDocument();
    expect(screen.getByText('Financial document has been created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Add a new financial document to the system')).not.toBeInTheDocument());
  });

  it('generates a report: a financial_statement the server fills in', async () => {
    const posts: unknown[] = [];
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/documents/financial-totals': { body: totals },
      'GET /api/documents': { body: [] },
      'POST /api/documents': (init) => {
        posts.push(JSON.parse(String(init?.body)));
        return { status: 201, body: financialDocument('d9', 'Financial Report', 'financial_statement') };
      },
    });
    renderWithProviders(<FinancialDocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Generate Report/ }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          category: 'financial',
          title: `Financial Report - ${dayjs().format('MMM D, YYYY')}`,
          description: 'Automatically generated financial summary report',
          documentType: 'financial_statement',
        },
      ]),
    );
  });

  it('deletes a document only after the confirmation', async () => {
    const deletes: string[] = [];
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/documents/financial-totals': { body: totals },
      'GET /api/documents': { body: [financialDocument('d1', 'Old Payroll', 'payroll')] },
      'DELETE /api/documents/d1': () => {
        deletes.push('d1');
        return { status: 204 };
      },
    });
    renderWithProviders(<FinancialDocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old Payroll' }));
    expect(await screen.findByText('Delete this document?')).toBeInTheDocument();
    expect(deletes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['d1']));
    expect(await screen.findByText('Document Deleted')).toBeInTheDocument();
    expect(screen.getByText('Financial document has been deleted successfully.')).toBeInTheDocument();
  });

  it('shows the Access Denied card to non-admins', async () => {
    mockFetch({ 'GET /api/auth/user': { body: { ...admin, role: 'foreman' } } });
    renderWithProviders(<FinancialDocumentsPage />);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can access financial documents')).toBeInTheDocument();
  });
});
