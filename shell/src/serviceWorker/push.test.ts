// The push handler against a small fake of the service worker's scope: what a push shows, when a
// chat push is held back, and where a click leads.
import { handlePushEvents, NOTIFICATION_ICON, type NotificationClickEventLike, type PushEventLike, type PushWorkerScope, type WindowClientLike } from './push';

type Listener = (event: never) => void;

interface FakeWindow extends WindowClientLike {
  url: string;
  focus: jest.Mock<Promise<FakeWindow>, []>;
  navigate: jest.Mock<Promise<FakeWindow>, [string]>;
}

function fakeWindow(url: string, state: { visible: boolean; focused: boolean }, controlled = true): FakeWindow {
  const window: FakeWindow = {
    url,
    visibilityState: state.visible ? 'visible' : 'hidden',
    focused: state.focused,
    focus: jest.fn(async () => window),
    navigate: jest.fn(async (to: string) => {
      if (!controlled) throw new TypeError('This service worker is not the client’s active service worker.');
      window.url = to;
      return window;
    }),
  };
  return window;
}

function fakeScope(windows: WindowClientLike[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  const opened: string[] = [];
  const scope: PushWorkerScope = {
    location: { origin: 'https://app.example.com' },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: jest.fn(async () => windows),
      openWindow: async (url) => {
        opened.push(url);
        return null;
      },
    },
    addEventListener: ((type: string, listener: Listener) => listeners.set(type, listener)) as PushWorkerScope['addEventListener'],
  };
  handlePushEvents(scope);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: 'push' | 'notificationclick', event: Omit<PushEventLike, 'waitUntil'> | Omit<NotificationClickEventLike, 'waitUntil'>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) } as never);
    await work;
  };
  const push = (payload: unknown) => dispatch('push', { data: { text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)) } });
  const click = (data: unknown) => {
    const close = jest.fn();
    return { close, done: dispatch('notificationclick', { notification: { data, close } }) };
  };
  return { scope, shown, opened, push, click };
}

const shiftPush = { title: 'Shift updated', body: 'Your shift is now at Lakeshore Lofts.', url: '/schedule', tag: 'shift:1', kind: 'notification' };
const chatPush = { title: 'New message from Ana Sends', body: 'Bring the ladder', url: '/messages?with=u1', tag: 'groundwork-message', kind: 'chat' };

describe('push', () => {
  it('shows the notification with its text, the app’s icon, its tag and where it leads', async () => {
    const sw = fakeScope();
    await sw.push(shiftPush);
    expect(sw.shown).toEqual([
      {
        title: 'Shift updated',
        options: {
          body: 'Your shift is now at Lakeshore Lofts.',
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_ICON,
          tag: 'shift:1',
          data: { url: '/schedule' },
        },
      },
    ]);
  });

  it('shows a notification even while the app is in view (only chat is held back)', async () => {
    const sw = fakeScope([fakeWindow('https://app.example.com/', { visible: true, focused: true })]);
    await sw.push(shiftPush);
    expect(sw.shown).toHaveLength(1);
  });

  it('holds back a chat message while a window of the app is visible and focused', async () => {
    const sw = fakeScope([fakeWindow('https://app.example.com/messages', { visible: true, focused: true })]);
    await sw.push(chatPush);
    expect(sw.shown).toEqual([]);
    expect(sw.scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it.each([
    ['no window of the app is open', []],
    ['its window is hidden', [fakeWindow('https://app.example.com/', { visible: false, focused: false })]],
    ['its window is visible but not focused', [fakeWindow('https://app.example.com/', { visible: true, focused: false })]],
  ])('shows a chat message when %s, alerting again under the chat tag', async (_case, windows) => {
    const sw = fakeScope(windows);
    await sw.push(chatPush);
    expect(sw.shown).toEqual([
      { title: chatPush.title, options: expect.objectContaining({ tag: 'groundwork-message', renotify: true, data: { url: '/messages?with=u1' } }) },
    ]);
  });

  it('shows the app’s name for a push it cannot read, and keeps links inside the app', async () => {
    const sw = fakeScope();
    await sw.push('not json');
    await sw.push({ ...shiftPush, url: 'https://elsewhere.example.com/' });
    await sw.push({ ...shiftPush, url: '//elsewhere.example.com/' });
    expect(sw.shown.map(({ title, options }) => [title, (options?.data as { url: string }).url])).toEqual([
      ['Groundwork', '/'],
      ['Shift updated', '/'],
      ['Shift updated', '/'],
    ]);
  });
});

describe('notificationclick', () => {
  it('closes the notification, moves an open window of the app to the page and focuses it', async () => {
    const window = fakeWindow('https://app.example.com/', { visible: false, focused: false });
    const sw = fakeScope([window]);
    const { close, done } = sw.click({ url: '/schedule' });
    await done;
    expect(close).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith('https://app.example.com/schedule');
    expect(window.focus).toHaveBeenCalled();
    expect(sw.opened).toEqual([]);
  });

  it('only focuses a window already on the page', async () => {
    const window = fakeWindow('https://app.example.com/time-off', { visible: false, focused: false });
    const sw = fakeScope([window]);
    await sw.click({ url: '/time-off' }).done;
    expect(window.navigate).not.toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('opens the page when no window of the app is open, or the open one cannot be moved', async () => {
    const none = fakeScope([]);
    await none.click({ url: '/messages?with=u1' }).done;
    expect(none.opened).toEqual(['https://app.example.com/messages?with=u1']);

    const uncontrolled = fakeScope([fakeWindow('https://app.example.com/', { visible: true, focused: false }, false)]);
    await uncontrolled.click({ url: '/schedule' }).done;
    expect(uncontrolled.opened).toEqual(['https://app.example.com/schedule']);
  });

  it('opens the app’s home for a notification without a page', async () => {
    const sw = fakeScope([]);
    await sw.click(undefined).done;
    expect(sw.opened).toEqual(['https://app.example.com/']);
  });
});
