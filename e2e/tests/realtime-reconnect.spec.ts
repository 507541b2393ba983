// Reliability: the shell's /ws client after the server restarts. The socket is closed
// with 1012 (service restart); a message sent while it was away never arrives live, yet the open
// conversation shows it once the client has reconnected, because a reconnect refreshes what the
// pushes keep fresh.
import { expect, test, type BrowserContext, type WebSocketRoute } from '@playwright/test';

import { E2E, uniqueEmail, type Role } from './support';

async function registerIn(context: BrowserContext, role: Role, firstName: string): Promise<{ id: string; name: string }> {
  const lastName = `Resync${Date.now().toString(36)}`;
  const response = await context.request.post('/api/auth/register', {
    data: {
      role,
      email: uniqueEmail(`resync-${role}`),
      firstName,
      lastName,
      phoneNumber: '312-555-0142',
      password: 'hard-hat-7',
      ...(role === 'admin' ? { pin: E2E.adminPin } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, name: `${firstName} ${lastName}` };
}

test('after a service-restart close the client reconnects and the open conversation shows what it missed', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    const admin = await registerIn(adminContext, 'admin', 'Ada');
    const worker = await registerIn(workerContext, 'worker', 'Walt');
    const page = await workerContext.newPage();
    // Every /ws connection of the page passes through to the server; the test can cut one.
    const connections: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    await page.routeWebSocket('**/ws', (socket) => {
      connections.push({ page: socket, server: socket.connectToServer() });
    });
    const send = (message: string) => adminContext.request.post('/api/messages', { data: { recipientId: worker.id, message, channelType: 'direct' } });

    expect((await send('Before the restart')).status()).toBe(201);
    await page.goto('/messages');
    await page
      .getByRole('list', { name: 'Team members' })
      .getByRole('button', { name: new RegExp(`^${admin.name}`) })
      .click();
    const log = page.getByRole('log', { name: `Messages with ${admin.name}` });
    await expect(log.getByText('Before the restart')).toBeVisible();
    await expect.poll(() => connections.length).toBe(1);

    // The server restarts: both ends of the socket close, the page's with 1012.
    await connections[0].server.close();
    await connections[0].page.close({ code: 1012, reason: 'Service restart' });
    // Sent at once, before the client's first reconnect attempt (0.5 to 1 s later): no socket hears it.
    expect((await send('Sent while you were away')).status()).toBe(201);

    await expect.poll(() => connections.length, { timeout: 10_000 }).toBe(2);
    await expect(log.getByText('Sent while you were away')).toBeVisible();
    // And live delivery works again on the new socket.
    expect((await send('After the reconnect')).status()).toBe(201);
    await expect(log.getByText('After the reconnect')).toBeVisible();
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});
