import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { outbox } from '../sdk';
import { reportConnection } from '../sdk/offline/connection';
import { setDevicePerson } from '../sdk/offline/person';
import { mockFetch, renderWithProviders } from '../sdk/testing';
import { OutboxIndicator } from './OutboxIndicator';

const user = userEvent.setup({ delay: null });

afterAll(() => {
  outbox.stop();
  setDevicePerson(null);
});

it('shows what waits, then a refused write with the server’s reason until it is dismissed', async () => {
  setDevicePerson('me');
  reportConnection(false);
  await outbox.refresh();
  renderWithProviders(<OutboxIndicator />);
  expect(screen.queryByRole('button', { name: /Waiting to send/ })).not.toBeInTheDocument();

  await act(() => outbox.send({ kind: 'inventoryCheck', request: { url: '/inventory', method: 'POST', body: { items: {} } }, invalidates: [] }));
  const button = await screen.findByRole('button', { name: 'Waiting to send (1)' });
  await user.click(button);
  const list = screen.getByRole('dialog', { name: 'Waiting to send' });
  expect(list).toHaveTextContent('No connection.');
  expect(screen.getByRole('listitem')).toHaveTextContent(/^Inventory check.*Waiting$/);

  // Back online, the server refuses it: kept, with its reason.
  mockFetch({
    'GET /api/auth/user': { body: { id: 'me' } },
    'POST /api/inventory': { status: 409, body: { statusCode: 409, message: 'Today’s inventory check is already done.', error: 'Conflict' } },
  });
  reportConnection(true);
  await act(() => outbox.replay());
  expect(await screen.findByRole('button', { name: 'Not sent (1)' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Refused: Today’s inventory check is already done.');
  await user.click(screen.getByRole('button', { name: 'Dismiss Inventory check' }));
  expect(await screen.findByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('button', { name: /Not sent|Waiting to send/ })).not.toBeInTheDocument();
});
