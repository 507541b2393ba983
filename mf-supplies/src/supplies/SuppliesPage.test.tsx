import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { applyLanguage } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import SuppliesPage from './SuppliesPage';

const ADMIN = { id: 'a1', firstName: 'Ada', lastName: 'Admin', email: 'a@x.com', phoneNumber: '1', role: 'admin', profileImageUrl: null };
const ORDER = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  items: ['Nails', 'Screws'],
  lines: [
    { itemName: 'Nails', quantity: 2, unitPrice: '4.99', lineTotal: '9.98' },
    { itemName: 'Screws', quantity: 1, unitPrice: '12.78', lineTotal: '12.78' },
  ],
  vendor: 'lowes',
  totalCost: '22.76',
  shippingInfo: { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
  status: 'pending',
  paymentStatus: 'pending',
  paidAt: null,
  automatic: true,
  createdAt: '2026-03-02T15:00:00.000Z',
};
const PAID = { ...ORDER, id: '9f8e7d6c-0000-4000-8000-000000000002', status: 'delivered', paymentStatus: 'paid', automatic: false };
const PRICE = { id: 'p1', itemName: 'Nails', sku: 'MEN-NAILS', vendor: 'menards', price: '9.47', inStock: true, lastUpdated: '2026-03-01T10:00:00.000Z' };
const COMPARISON = {
  menards: { totalCost: '30.93', available: true },
  lowes: { totalCost: '20.56', available: false },
  recommendation: 'menards',
  itemDetails: [
    {
      itemName: 'Nails',
      quantity: 2,
      menards: { price: '9.47', inStock: true, lineTotal: '18.94' },
      lowes: { price: '10.28', inStock: true, lineTotal: '20.56' },
      noPriceData: false,
    },
    { itemName: 'Screws', quantity: 1, menards: { price: '11.99', inStock: true, lineTotal: '11.99' }, lowes: null, noPriceData: false },
  ],
};

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/supplies" element={<SuppliesPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/supplies' },
  );
}

// antd forms and tables in jsdom are slow on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(60_000);

describe('SuppliesPage', () => {
  it('shows the stats, recent orders with 8-character numbers and badges, and the price database', async () => {
    mockFetch({
      'GET /api/auth/user': { body: ADMIN },
      'GET /api/supply-orders': { body: [ORDER, PAID] },
      'GET /api/supply-orders/stats': { body: { total: 2, pending: 1 } },
      'GET /api/vendor-prices': { body: [PRICE] },
    });
    renderPage();
    const order = await screen.findByRole('article', { name: 'Order 1a2b3c4d' });
    expect(within(order).getByText('Order #1a2b3c4d')).toBeInTheDocument();
    const lines = within(order).getByRole('list', { name: 'Items of order 1a2b3c4d' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nails: 2 x $4.99 = $9.98', 'Screws: 1 x $12.78 = $12.78']);
    expect(within(order).getByText("Lowe's")).toBeInTheDocument();
    expect(within(order).getByText('$22.76')).toBeInTheDocument();
    expect(within(order).getByText('Pending')).toBeInTheDocument();
    expect(within(order).getByText('Payment pending')).toBeInTheDocument();
    expect(within(order).getByText('Automatic')).toBeInTheDocument();
    expect(within(order).getByText('Mar 2, 2026')).toBeInTheDocument();

    const paid = screen.getByRole('article', { name: 'Order 9f8e7d6c' });
    expect(within(paid).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    const stat = (title: string) => screen.getByRole('region', { name: title });
    await waitFor(() => expect(within(stat('Total Orders')).getByText('2')).toBeInTheDocument());
    expect(within(stat('Pending')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Vendors')).getByText('2')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('MEN-NAILS')).toBeInTheDocument();
    expect(within(table).getByText('Menards')).toBeInTheDocument();
    expect(within(table).getByText('$9.47')).toBeInTheDocument();

    await userEvent.click(within(order).getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/payment?orderId=${ORDER.id}`);
  });

  it('shows each list’s empty text', async () => {
    mockFetch({
      'GET /api/auth/user': { body: ADMIN },
      'GET /api/supply-orders': { body: [] },
      'GET /api/supply-orders/stats': { body: { total: 0, pending: 0 } },
      'GET /api/vendor-prices': { body: [] },
    });
    renderPage();
    expect(await screen.findByText('No supply orders yet')).toBeInTheDocument();
    expect(await screen.findByText('No vendor prices yet')).toBeInTheDocument();
  });

  it('compares quantities and orders them from the recommended vendor, sending the lines without blanks', async () => {
    const user = userEvent.setup();
    let created: unknown = null;
    let compared: unknown = null;
    mockFetch({
      'GET /api/auth/user': { body: ADMIN },
      'GET /api/supply-orders': { body: [] },
      'GET /api/supply-orders/stats': { body: { total: 0, pending: 0 } },
      'GET /api/vendor-prices': { body: [] },
      'POST /api/supply-orders/compare': (init) => {
        compared = JSON.parse(String(init?.body));
        return { body: COMPARISON };
      },
      'POST /api/supply-orders': (init) => {
        created = JSON.parse(String(init?.body));
        return { status: 201, body: { ...ORDER, vendor: 'menards' } };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Compare Prices' }));
    const compare = await screen.findByRole('dialog', { name: 'Compare Prices' });
    await user.type(within(compare).getByLabelText('Items to compare (one per line)'), 'Nails - 2{enter}{enter}Screws');
    await user.click(within(compare).getByRole('button', { name: 'Compare' }));
    const result = await within(compare).findByRole('region', { name: 'Comparison result' });
    expect(compared).toEqual({
      items: [
        { itemName: 'Nails', quantity: 2 },
        { itemName: 'Screws', quantity: 1 },
      ],
    });
    expect(within(result).getByText(/^2 x \$9\.47 = \$18\.94/)).toBeInTheDocument();
    expect(within(result).getByText('Recommended')).toBeInTheDocument();
    expect(within(result).getByText('Not fully available')).toBeInTheDocument();
    expect(within(result).getByText('No price')).toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: 'Order from Menards' }));
    const order = await screen.findByRole('dialog', { name: 'New Supply Order' });
    expect(within(order).getByLabelText('Items (one per line)')).toHaveValue('Nails - 2\nScrews');
    await user.type(within(order).getByLabelText('Shipping Address'), '2150 S Canal St');
    await user.type(within(order).getByLabelText('City'), 'Chicago');
    await user.type(within(order).getByLabelText('State'), 'IL');
    await user.type(within(order).getByLabelText('Zip'), '60616');
    await user.click(within(order).getByRole('button', { name: 'Create Order' }));
    await waitFor(() =>
      expect(created).toEqual({
        items: [
          { itemName: 'Nails', quantity: 2 },
          { itemName: 'Screws', quantity: 1 },
        ],
        vendor: 'menards',
        shippingInfo: { address: '2150 S Canal St', city: 'Chicago', state: 'IL', zip: '60616' },
        status: 'pending',
        paymentStatus: 'pending',
      }),
    );
  });

  it('names the job site the order is for, picked among the active sites', async () => {
    const user = userEvent.setup();
    let created: Record<string, unknown> = {};
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: ADMIN },
      'GET /api/supply-orders': { body: [] },
      'GET /api/supply-orders/stats': { body: { total: 0, pending: 0 } },
      'GET /api/vendor-prices': { body: [] },
      'GET /api/job-sites/options': { body: [{ id: 'site-1', name: 'Riverside Warehouse', address: '2150 S Canal St', status: 'active', clientId: null }] },
      'POST /api/supply-orders': (init) => {
        created = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return {
          status: 201,
          body: { ...ORDER, id: '9f8e7d6c-0000-4000-8000-000000000003', vendor: 'menards', status: 'pending', paymentStatus: 'pending', jobSiteId: 'site-1' },
        };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Supply Order' });
    await user.type(within(dialog).getByLabelText('Items (one per line)'), 'Nails');
    await user.click(within(dialog).getByRole('combobox', { name: 'Job Site (optional)' }));
    await user.click(await screen.findByTitle('Riverside Warehouse'));
    await user.type(within(dialog).getByLabelText('Shipping Address'), '2150 S Canal St');
    await user.type(within(dialog).getByLabelText('City'), 'Chicago');
    await user.type(within(dialog).getByLabelText('State'), 'IL');
    await user.type(within(dialog).getByLabelText('Zip'), '60616');
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(created.jobSiteId).toBe('site-1'));
    const optionUrls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/job-sites/options'));
    expect(optionUrls.every((url) => url.includes('status=active'))).toBe(true);
  });

  it('keeps the New Order dialog open, naming each empty shipping field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: ADMIN },
      'GET /api/supply-orders': { body: [] },
      'GET /api/supply-orders/stats': { body: { total: 0, pending: 0 } },
      'GET /api/vendor-prices': { body: [] },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Supply Order' });
    await user.type(within(dialog).getByLabelText('Items (one per line)'), 'Nails');
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await within(dialog).findByText('Shipping address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('City is required')).toBeInTheDocument();
    expect(within(dialog).getByText('State is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Zip is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    it('shows the page, the orders with their statuses and the price database in Spanish, item names as stored', async () => {
      mockFetch({
        'GET /api/auth/user': { body: ADMIN },
        'GET /api/supply-orders': { body: [ORDER, PAID] },
        'GET /api/supply-orders/stats': { body: { total: 2, pending: 1 } },
        'GET /api/vendor-prices': { body: [PRICE] },
      });
      await act(() => applyLanguage('es'));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Pedidos de materiales' })).toBeInTheDocument();
      const order = await screen.findByRole('article', { name: 'Pedido 1a2b3c4d' });
      expect(within(order).getByText('Pedido n.º 1a2b3c4d')).toBeInTheDocument();
      const lines = within(order).getByRole('list', { name: 'Artículos del pedido 1a2b3c4d' });
      expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent('Nails: 2 × $4.99 = $9.98');
      expect(within(order).getByText('Pendiente')).toBeInTheDocument();
      expect(within(order).getByText('Pago pendiente')).toBeInTheDocument();
      expect(within(order).getByText('Automático')).toBeInTheDocument();
      expect(within(order).getByText(/^2 mar\.? 2026$/)).toBeInTheDocument();
      expect(within(order).getByRole('button', { name: 'Pagar ahora' })).toBeInTheDocument();
      expect(within(order).getByRole('button', { name: 'Marcar pedido' })).toBeInTheDocument();
      expect(within(screen.getByRole('article', { name: 'Pedido 9f8e7d6c' })).getByText('Entregado')).toBeInTheDocument();
      await waitFor(() => expect(within(screen.getByRole('region', { name: 'Pedidos en total' })).getByText('2')).toBeInTheDocument());

      const table = await screen.findByRole('table');
      expect(await within(table).findByRole('columnheader', { name: 'Proveedor' })).toBeInTheDocument();
      expect(within(table).getByText('Sí')).toBeInTheDocument();
    });
  });
});
