// "Notifications on this device" against a fake push-capable browser (Notification, PushManager,
// a service worker registration): turning on asks for permission, subscribes with the server's key
// and posts the subscription; the devices are listed and removed; blocked or missing push says so.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { mockFetch, renderWithProviders } from '../sdk/testing';
import DeviceNotifications from './DeviceNotifications';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const KEY = 'BKFoTLaI_hdbkO4g0puVWIt16cnVBmYyCczJ6tTlJ28trAlv0NbWMbrjkgLpdzTo0ITC2wAIMxWMviSG4dToy-o';
const SUBSCRIPTION_JSON = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: KEY, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } };

const device = (id: string, thisDevice: boolean, browser: string | null = 'Chrome', os: string | null = 'Android') => ({
  id,
  browser,
  os,
  pushService: 'fcm.googleapis.com',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: null,
  thisDevice,
});

/** A browser with the Push API; `registered`: whether the app's service worker is. */
function fakeBrowser(permission: NotificationPermission, registered = true) {
  const subscription = { options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION_JSON, unsubscribe: jest.fn(async () => true) };
  let held: typeof subscription | null = null;
  const pushManager = {
    getSubscription: jest.fn(async () => held),
    subscribe: jest.fn(async () => (held = subscription)),
  };
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock<Promise<NotificationPermission>, []> } = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = 'granted';
      return 'granted' as const;
    }),
  };
  Object.assign(window, { Notification: notification, PushManager: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => (registered ? { pushManager } : undefined) } });
  return { pushManager, notification, subscription };
}

afterEach(() => {
  delete (window as Partial<Window & { PushManager: unknown }>).PushManager;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('DeviceNotifications', () => {
  it('turns notifications on: asks, subscribes with the server’s key, posts the subscription, then lists this device', async () => {
    const browser = fakeBrowser('default');
    let devices = [device('d2', false, 'Safari', 'iOS')];
    const fetchMock = mockFetch({
      'GET /api/push/subscriptions': () => ({ body: devices }),
      'GET /api/push/vapid-public-key': { body: { publicKey: KEY } },
      'POST /api/push/subscriptions': () => {
        devices = [device('d1', true), ...devices];
        return { status: 201, body: { id: 'd1' } };
      },
    });
    renderWithProviders(<DeviceNotifications />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/push/subscriptions', expect.objectContaining({ method: 'POST' })));
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(KEY);
    const posted = fetchMock.mock.calls.find(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual(SUBSCRIPTION_JSON);
    expect(await screen.findByText('This device gets your notifications, even when the app is closed.')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(list).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a device; removing this one ends the browser’s subscription too', async () => {
    const browser = fakeBrowser('granted');
    await browser.pushManager.subscribe();
    let devices = [device('d1', true), device('d2', false, null, null)];
    const fetchMock = mockFetch({
      'GET /api/push/subscriptions': () => ({ body: devices }),
      'DELETE /api/push/subscriptions/d1': () => {
        devices = devices.filter((row) => row.id !== 'd1');
        return { status: 204 };
      },
    });
    renderWithProviders(<DeviceNotifications />);
    // A device whose browser is unknown is named by its push service.
    expect(await screen.findByRole('button', { name: 'Remove fcm.googleapis.com' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/push/subscriptions/d1', expect.objectContaining({ method: 'DELETE' })));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
  });

  it.each([
    ['the browser blocks notifications', () => fakeBrowser('denied'), 'This browser blocks notifications from the app'],
    ['the app’s service worker is not there', () => fakeBrowser('default', false), 'not available in this browser right now'],
    ['the browser has no Push API', () => undefined, 'This browser cannot show notifications when the app is closed'],
  ])('says so when %s, with no switch', async (_case, setUp, text) => {
    setUp();
    mockFetch({ 'GET /api/push/subscriptions': { body: [] } });
    renderWithProviders(<DeviceNotifications />);
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });
});
