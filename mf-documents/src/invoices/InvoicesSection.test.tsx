import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { InvoicesSection } from './InvoicesSection';

// Two minutes: the create test drives three antd selects twice over, slow under jsdom on a loaded 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000 });

const invoice = (id: string, number: string, status: string, dueDate: string) => ({
  id,
  invoiceNumber: number,
  clientId: 'c1',
  jobSiteId: 's1',
  jobSite: { id: 's1', name: 'Riverside Warehouse' },
  description: `Work ${number}`,
  dueDate,
  amount: '23350.00',
  status,
  paidAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  client: { id: 'c1', firstName: 'Angela', lastName: 'Brooks', email: 'a@example.com' },
});

const clients = [
  { id: 'c1', firstName: 'Angela', lastName: 'Brooks', email: 'a@example.com', phoneNumber: '555', role: 'client', profileImageUrl: null },
  { id: 'c9', firstName: 'Carl', lastName: 'Cole', email: 'c@example.com', phoneNumber: '556', role: 'client', profileImageUrl: null },
  { id: 'c5', firstName: 'Nora', lastName: 'None', email: 'n@example.com', phoneNumber: '557', role: 'client', profileImageUrl: null },
];
const sites = [
  { id: 's1', name: 'Riverside Warehouse', address: '1 River Rd', status: 'active', clientId: 'c1' },
  { id: 's2', name: 'Other Site', address: '9 Other Ave', status: 'active', clientId: 'c9' },
];

async function openCreateInvoice(): Promise<HTMLElement> {
  expect(await screen.findByText('No invoices found')).toBeInTheDocument();
  // The dialog renders up front (forceRender): the section's own button comes first.
  fireEvent.click(screen.getAllByText('Create Invoice', { selector: 'button span' })[0]);
  return screen.findByRole('dialog');
}

async function chooseClient(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText('Client'));
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Job Site (optional)')).toBeEnabled());
}

describe('InvoicesSection', () => {
  it('lists every invoice with client, number, due date, amount and status; only unpaid ones have actions', async () => {
    mockFetch({
      'GET /api/invoices': { body: [invoice('i1', 'INV-2026-0001', 'unpaid', '2020-01-05'), invoice('i2', 'INV-2026-0002', 'paid', '2030-01-05')] },
    });
    renderWithProviders(<InvoicesSection />);
    expect(await screen.findByText('INV-2026-0001')).toBeInTheDocument();
    expect(screen.getAllByText('Angela Brooks')).toHaveLength(2);
    expect(screen.getByText('Jan 5, 2020')).toBeInTheDocument();
    expect(screen.getAllByText('$23,350.00')).toHaveLength(2);
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getAllByText('Mark Paid')).toHaveLength(1);
    expect(screen.getAllByText('Void')).toHaveLength(1);
  });

  it('voids an invoice only after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/invoices': { body: [invoice('i1', 'INV-2026-0001', 'unpaid', '2030-01-05')] },
      'PATCH /api/invoices/i1': { body: invoice('i1', 'INV-2026-0001', 'void', '2030-01-05') },
    });
    renderWithProviders(<InvoicesSection />);
    fireEvent.click(await screen.findByLabelText('Void: invoice INV-2026-0001'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    const confirm = await screen.findByText('Void this invoice?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByText('Void', { selector: 'button span' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'void' });
  });

  it('creates an invoice: required fields, an exact decimal amount, the client’s own job sites', async () => {
    const fetchMock = mockFetch({
      'GET /api/invoices': { body: [] },
      'GET /api/users/clients': { body: clients },
      // The server filters by client (the picker sends clientId); this double does the same.
      'GET /api/job-sites/options': (_init, query) => ({ body: sites.filter((site) => site.clientId === query.get('clientId')) }),
      'POST /api/invoices': { status: 201, body: invoice('i9', 'INV-2026-0009', 'unpaid', '2030-01-05') },
    });
    renderWithProviders(<InvoicesSection />);
    const dialog = await openCreateInvoice();
    fireEvent.click(within(dialog).getByText('Create Invoice', { selector: 'button span' }));
    expect(await within(dialog).findByText('Client is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Due date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();

    const siteUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/job-sites'));
    // No client, no sites: the picker is disabled and asks nothing.
    expect(within(dialog).getByLabelText('Job Site (optional)')).toBeDisabled();
    await chooseClient(dialog, 'Carl Cole (c@example.com)');
    fireEvent.mouseDown(within(dialog).getByLabelText('Job Site (optional)'));
    fireEvent.click(await screen.findByText('Other Site', { selector: '.ant-select-item-option-content' }));
    expect(siteUrls()).toEqual(['/api/job-sites/options?clientId=c9&limit=20']);

    // Another client: the previous client's site is cleared and the new client's own are asked for.
    await chooseClient(dialog, 'Angela Brooks (a@example.com)');
    await waitFor(() => expect(within(dialog).queryByTitle('Other Site')).not.toBeInTheDocument());
    fireEvent.mouseDown(within(dialog).getByLabelText('Job Site (optional)'));
    expect(await screen.findByText('Riverside Warehouse', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(siteUrls()).toEqual(['/api/job-sites/options?clientId=c9&limit=20', '/api/job-sites/options?clientId=c1&limit=20']);
    expect(screen.queryByText('Other Site', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Riverside Warehouse', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Roof deck removal' } });
    fireEvent.change(within(dialog).getByLabelText('Due Date'), { target: { value: '2030-01-05' } });
    fireEvent.change(within(dialog).getByLabelText('Amount ($)'), { target: { value: '12.345' } });
    expect(await within(dialog).findByText('Enter dollars with at most 2 decimals, e.g. 1250.00')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Amount ($)'), { target: { value: '23350.5' } });
    fireEvent.click(within(dialog).getByText('Create Invoice', { selector: 'button span' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      clientId: 'c1',
      jobSiteId: 's1',
      description: 'Roof deck removal',
      dueDate: '2030-01-05',
      amount: '23350.5',
    });
    expect(await screen.findByText('Invoice Created')).toBeInTheDocument();
  });

  it('searches clients on the server and says when the chosen client has no job sites, asked once per client', async () => {
    const fetchMock = mockFetch({
      'GET /api/invoices': { body: [] },
      'GET /api/users/clients': (_init, query) => ({
        body: clients.filter((client) => !query.get('search') || client.lastName.toLowerCase().includes(query.get('search')!)),
      }),
      'GET /api/job-sites/options': (_init, query) => ({ body: sites.filter((site) => site.clientId === query.get('clientId')) }),
    });
    const urls = (prefix: string) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));
    renderWithProviders(<InvoicesSection />);
    const dialog = await openCreateInvoice();
    expect(within(dialog).getByText('Select a job site')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByLabelText('Client'));
    fireEvent.change(within(dialog).getByLabelText('Client'), { target: { value: 'none' } });
    // The search reaches the server (after the pause) before a client is picked: Nora is in the
    // unsearched list too, and picking her at once would close the list before it searched.
    await waitFor(() => expect(urls('/api/users/clients')).toEqual(['/api/users/clients?limit=20', '/api/users/clients?search=none&limit=20']));
    fireEvent.click(await screen.findByText('Nora None (n@example.com)', { selector: '.ant-select-item-option-content' }));

    // The client's first page of sites is read once chosen (before the list is opened): empty, it says so.
    expect(await within(dialog).findByText('This client has no job sites')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('Job Site (optional)'));
    expect(await screen.findAllByText('This client has no job sites')).toHaveLength(2);
    expect(urls('/api/job-sites')).toEqual(['/api/job-sites/options?clientId=c5&limit=20']);

    // A client with sites: the usual placeholder.
    fireEvent.mouseDown(within(dialog).getByLabelText('Client'));
    fireEvent.click(await screen.findByText('Carl Cole (c@example.com)', { selector: '.ant-select-item-option-content' }));
    expect(await within(dialog).findByText('Select a job site')).toBeInTheDocument();
    expect(within(dialog).queryByText('This client has no job sites')).not.toBeInTheDocument();
    expect(urls('/api/job-sites')).toEqual(['/api/job-sites/options?clientId=c5&limit=20', '/api/job-sites/options?clientId=c9&limit=20']);
  });
});
