import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import PaymentPage from './PaymentPage';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/payment" element={<PaymentPage />} />
      <Route path="/supplies" element={<div>Supplies page</div>} />
    </Routes>,
    { route },
  );
}

jest.setTimeout(60_000);

describe('PaymentPage', () => {
  it('without an order id: the No order ID provided error and a move to /supplies', async () => {
    mockFetch({ 'GET /api/config': { body: { companyName: 'Groundwork', stripePublishableKey: null } } });
    renderAt('/payment');
    expect(await screen.findByText('Supplies page')).toBeInTheDocument();
    expect(await screen.findByText('No order ID provided')).toBeInTheDocument();
  });

  it('without payment configuration: the Configuration Error notice and card, and Back to Supplies', async () => {
    const fetchMock = mockFetch({ 'GET /api/config': { body: { companyName: 'Groundwork', stripePublishableKey: null } } });
    renderAt('/payment?orderId=1a2b3c4d-0000-4000-8000-000000000001');
    expect(screen.getByText('Loading payment form...')).toBeInTheDocument();
    expect(await screen.findByText('Payment Configuration Error')).toBeInTheDocument();
    expect(await screen.findByText('Configuration Error')).toBeInTheDocument();
    expect(screen.getAllByText(/Payment processing is not configured/).length).toBeGreaterThan(0);
    // Nothing is asked of the payment endpoints when payment is not configured.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/config']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Supplies' }));
    expect(screen.getByText('Supplies page')).toBeInTheDocument();
  });

  it('with payment configured: shows the order and asks the server for the intent of its total', async () => {
    const order = {
      id: '1a2b3c4d-0000-4000-8000-000000000001',
      items: ['Drills'],
      vendor: 'menards',
      totalCost: '89.99',
      shippingInfo: { address: 'a', city: 'b', state: 'c', zip: 'd' },
      status: 'pending',
      paymentStatus: 'pending',
      paidAt: null,
      automatic: false,
      createdAt: '2026-03-02T15:00:00.000Z',
    };
    const fetchMock = mockFetch({
      'GET /api/config': { body: { companyName: 'Groundwork', stripePublishableKey: 'pk_test_123' } },
      [`GET /api/supply-orders/${order.id}`]: { body: order },
      [`POST /api/supply-orders/${order.id}/payment-intent`]: {
        status: 503,
        body: { statusCode: 503, message: 'Payment processing is not configured', error: 'Service Unavailable' },
      },
    });
    renderAt(`/payment?orderId=${order.id}`);
    expect(await screen.findByText('#1a2b3c4d')).toBeInTheDocument();
    expect(screen.getByText('$89.99')).toBeInTheDocument();
    expect((await screen.findAllByText('Payment processing is not configured')).length).toBeGreaterThan(0);
    const intentCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/payment-intent'));
    expect(intentCalls).toHaveLength(1);
    expect(intentCalls[0][1]?.body).toBeUndefined();
  });
});
