import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { applyLanguage, formatDate } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import ClientHomePage from './ClientHomePage';

// A whole antd page in jsdom is slow on a busy machine: give role queries time.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const client = {
  id: 'c1',
  firstName: 'Angela',
  lastName: 'Brooks',
  email: 'a@example.com',
  phoneNumber: '(312) 555-0198',
  role: 'client',
  profileImageUrl: null,
};
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const invoice = (id: string, number: string, status: string, dueDate: string, amount: string) => ({
  id,
  invoiceNumber: number,
  clientId: 'c1',
  jobSiteId: null,
  jobSite: null,
  description: `Work for ${number}`,
  dueDate,
  amount,
  status,
  paidAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/auth/user': { body: client },
    'GET /api/config': { body: { companyName: 'Groundwork', stripePublishableKey: null } },
    'GET /api/invoices': {
      body: [
        invoice('i1', 'INV-2026-0003', 'unpaid', day(-3), '23350.00'),
        invoice('i2', 'INV-2026-0004', 'unpaid', day(20), '0.10'),
        invoice('i3', 'INV-2026-0001', 'paid', day(-40), '12500.00'),
      ],
    },
    'GET /api/invoices/summary': { body: { outstandingBalance: '23350.10', unpaidCount: 2, totalPaid: '12500.00', paidCount: 1 } },
    'GET /api/appointments': {
      body: [
        {
          id: 'r1',
          clientId: 'c1',
          requestType: 'callback',
          phoneNumber: '555',
          description: 'Call me about phase 2',
          preferredDate: '2030-02-01',
          preferredTime: '09:30',
          status: 'pending',
          scheduledDate: null,
          notes: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        {
          id: 'r2',
          clientId: 'c1',
          requestType: 'appointment',
          phoneNumber: '555',
          description: 'Walk the site',
          preferredDate: null,
          preferredTime: null,
          status: 'confirmed',
          scheduledDate: '2030-03-04T15:30:00.000Z',
          notes: 'Maria will meet you',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
    // The server counts every request, beyond the loaded page.
    'GET /api/appointments/counts': { body: { total: 2, pending: 3 } },
    'GET /api/job-sites/my-sites': {
      body: [
        {
          id: 's1',
          name: 'Riverside Warehouse',
          address: '2150 S Canal St',
          status: 'on_hold',
          progressPercentage: 45,
          estimatedCompletionDate: '2030-06-01',
          totalCost: '186500.00',
          paidAmount: '74600.00',
          remainingBalance: '111900.00',
        },
      ],
    },
    ...overrides,
  };
}

// Label queries, not role queries: role queries over a whole antd page are slow in jsdom.
const card = (title: string) => screen.getByLabelText(title);

describe('ClientHomePage', () => {
  it('shows the greeting, the server’s totals, invoices (overdue standing out), requests and work orders', async () => {
    const fetchMock = mockFetch(routes());
    renderWithProviders(<ClientHomePage />);

    expect(await screen.findByRole('heading', { name: 'Welcome, Angela Brooks' })).toBeInTheDocument();
    await waitFor(() => expect(within(card('Outstanding Balance')).getByText('$23,350.10')).toBeInTheDocument());
    expect(within(card('Outstanding Balance')).getByText('2 unpaid invoices')).toBeInTheDocument();
    expect(within(card('Total Paid')).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(card('Total Paid')).getByText('1 paid invoice')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Pending Requests')).getByText('3')).toBeInTheDocument());
    expect(within(card('Messages')).getByRole('link')).toHaveAttribute('href', '/messages');

    const overdue = await screen.findByLabelText('Invoice INV-2026-0003');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('$23,350.00')).toBeInTheDocument();
    expect(within(overdue).getByText(`Due ${dayjs(day(-3)).format('MMM D, YYYY')}`)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Invoice INV-2026-0004')).queryByText('Overdue')).not.toBeInTheDocument();
    const paid = screen.getByLabelText('Invoice INV-2026-0001');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).queryByText('Pay Now')).not.toBeInTheDocument();
    expect(screen.getAllByText('Pay Now')).toHaveLength(2);

    const requests = screen.getByLabelText('Appointment requests');
    expect(within(requests).getByText('Pending')).toBeInTheDocument();
    expect(within(requests).getByText('Confirmed')).toBeInTheDocument();
    expect(within(requests).getByText('Preferred: Feb 1, 2030, 9:30 AM')).toBeInTheDocument();
    expect(within(requests).getByText(/^Scheduled: Mar 4, 2030/)).toBeInTheDocument();
    // A first page of requests; a short page is the whole list, so no Show more.
    expect(fetchMock).toHaveBeenCalledWith('/api/appointments?limit=10&offset=0', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more appointment requests' })).not.toBeInTheDocument();

    const order = await screen.findByLabelText('Riverside Warehouse');
    expect(within(order).getByText('On hold')).toBeInTheDocument();
    expect(within(order).getByText('$186,500.00')).toBeInTheDocument();
    expect(within(order).getByText('$74,600.00')).toBeInTheDocument();
    expect(within(order).getByText('$111,900.00')).toBeInTheDocument();
    expect(within(order).getByText('Estimated completion: Jun 1, 2030')).toBeInTheDocument();
  });

  it('shows the empty texts', async () => {
    mockFetch(
      routes({
        'GET /api/invoices': { body: [] },
        'GET /api/appointments': { body: [] },
        'GET /api/appointments/counts': { body: { total: 0, pending: 0 } },
        'GET /api/job-sites/my-sites': { body: [] },
      }),
    );
    renderWithProviders(<ClientHomePage />);
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(await screen.findByText('No appointment requests yet')).toBeInTheDocument();
    expect(await screen.findByText('No projects have been assigned yet')).toBeInTheDocument();
    expect(screen.getByText('Work orders should appear within 72 hours of assignment.')).toBeInTheDocument();
  });

  it('shows a page of ten invoices, and ten more at each Show more', async () => {
    const many = Array.from({ length: 23 }, (_, index) => {
      const number = `INV-2026-${String(100 - index).padStart(4, '0')}`;
      return invoice(`m${index}`, number, 'paid', day(-index), '10.00');
    });
    const user = userEvent.setup();
    mockFetch(routes({ 'GET /api/invoices': { body: many } }));
    renderWithProviders(<ClientHomePage />);
    const list = await screen.findByLabelText('Invoices');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more invoices' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more invoices' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    expect(screen.getByText('Showing 23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more invoices' })).not.toBeInTheDocument();
  });

  it('Pay Now without payment configured says so and asks the server nothing', async () => {
    const fetchMock = mockFetch(routes());
    const user = userEvent.setup();
    renderWithProviders(<ClientHomePage />);
    const row = await screen.findByLabelText('Invoice INV-2026-0003');
    const payNow = within(row).getByLabelText('Pay Now: invoice INV-2026-0003');
    await waitFor(() => expect(payNow).toBeEnabled());
    await user.click(payNow);
    expect(await screen.findByText('Payment Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Payment processing is not configured. Please contact support.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('payment-intent'))).toBe(false);
  });

  it('files a New Request, naming each missing field, with the phone number from the profile', async () => {
    const fetchMock = mockFetch(routes({ 'POST /api/appointments': { status: 201, body: { id: 'r3' } } }));
    const user = userEvent.setup();
    renderWithProviders(<ClientHomePage />);
    await screen.findByText('Welcome, Angela Brooks');
    await user.click(await screen.findByRole('button', { name: 'New Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Request' });
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('(312) 555-0198');

    fireEvent.change(within(dialog).getByLabelText('Phone Number'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Phone number is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Phone Number'), { target: { value: '555-0100' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Please call me back' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ requestType: 'appointment', phoneNumber: '555-0100', description: 'Please call me back' });
    expect(await screen.findByText('Request Submitted')).toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    it('greets, counts, lists invoices, requests and work orders in Spanish, dates and money as Spanish reads them', async () => {
      mockFetch(routes());
      await act(() => applyLanguage('es'));
      renderWithProviders(<ClientHomePage />);

      expect(await screen.findByRole('heading', { name: 'Hola, Angela Brooks' })).toBeInTheDocument();
      await waitFor(() => expect(within(card('Saldo pendiente')).getByText('$23,350.10')).toBeInTheDocument());
      expect(within(card('Saldo pendiente')).getByText('2 facturas sin pagar')).toBeInTheDocument();
      expect(within(card('Total pagado')).getByText('1 factura pagada')).toBeInTheDocument();
      expect(within(card('Mensajes')).getByRole('link', { name: 'Abrir mensajes' })).toHaveAttribute('href', '/messages');

      const overdue = await screen.findByLabelText('Factura INV-2026-0003');
      expect(within(overdue).getByText('Vencida')).toBeInTheDocument();
      const due = formatDate(day(-3));
      expect(due).toMatch(/^\d{1,2} [a-z]{3}\.? \d{4}$/);
      expect(within(overdue).getByText(`Vence el ${due}`)).toBeInTheDocument();
      expect(within(screen.getByLabelText('Factura INV-2026-0001')).getByText('Pagada')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Pagar ahora: factura / })).toHaveLength(2);

      const requests = screen.getByRole('list', { name: 'Solicitudes de cita' });
      expect(within(requests).getByText(/^Preferencia: 1 feb\.? 2030, 9:30/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nueva solicitud' })).toBeInTheDocument();

      const order = await screen.findByLabelText('Riverside Warehouse');
      expect(within(order).getByText('Costo')).toBeInTheDocument();
      expect(within(order).getByText('Saldo')).toBeInTheDocument();
      expect(within(order).getByRole('progressbar', { name: 'Avance 45%' })).toBeInTheDocument();
      expect(within(order).getByText(/^Fin estimado: 1 jun\.? 2030$/)).toBeInTheDocument();
    });
  });
});
