// The service worker's side of Web Push: a push from the BFF (bff/src/push/push-payload.ts: JSON
// `{ title, body, url, tag, kind }`, already in the person's language) becomes a system
// notification, and clicking one brings the app to its page. A chat push is not shown while a
// window of the app is visible and focused: that window's chat is in view already (the product's
// rule for message notifications), and only the service worker can tell, as it sees every window
// of the app, hidden ones and a locked phone's included; the server sees only sockets.
//
// The types below are the few members of the service worker's scope this uses, so the module
// compiles with the shell's DOM types and the worker's alike: `handlePushEvents(self)`.

/** What the BFF pushes. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: 'notification' | 'chat';
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The app's name, for a push that cannot be read (every push must show something). */
const FALLBACK_TITLE = 'Groundwork';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { readonly data?: unknown; close(): void };
}

export interface WindowClientLike {
  readonly url: string;
  readonly visibilityState: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<WindowClientLike>>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

/** The push's payload, or a bare one naming the app when it is not ours to read. */
export function readPayload(data: PushEventLike['data']): PushPayload {
  const fallback: PushPayload = { title: FALLBACK_TITLE, body: '', url: '/', tag: 'groundwork', kind: 'notification' };
  if (!data) return fallback;
  try {
    const parsed = JSON.parse(data.text()) as Partial<PushPayload>;
    return {
      title: typeof parsed.title === 'string' && parsed.title !== '' ? parsed.title : FALLBACK_TITLE,
      body: typeof parsed.body === 'string' ? parsed.body : '',
      url: appPath(parsed.url),
      tag: typeof parsed.tag === 'string' && parsed.tag !== '' ? parsed.tag : fallback.tag,
      kind: parsed.kind === 'chat' ? 'chat' : 'notification',
    };
  } catch {
    return fallback;
  }
}

/** A path of the app ('/schedule'); anything else (another origin, '//host') opens the app's home. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}

async function appWindows(sw: PushWorkerScope): Promise<ReadonlyArray<WindowClientLike>> {
  return sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function showPush(sw: PushWorkerScope, payload: PushPayload): Promise<void> {
  if (payload.kind === 'chat' && (await appWindows(sw)).some((window) => window.visibilityState === 'visible' && window.focused)) return;
  await sw.registration.showNotification(payload.title, {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    tag: payload.tag,
    data: { url: payload.url },
    // A new message under the shared chat tag alerts again rather than replacing silently.
    ...(payload.kind === 'chat' ? { renotify: true } : {}),
  } as NotificationOptions);
}

/** Focuses a window of the app on `path` (moving it there), else opens one. */
async function openApp(sw: PushWorkerScope, path: string): Promise<void> {
  const target = new URL(path, sw.location.origin).href;
  const [window] = await appWindows(sw);
  if (window) {
    try {
      const moved = window.url === target ? window : await window.navigate(target);
      await ((moved as WindowClientLike | null) ?? window).focus();
      return;
    } catch {
      // A window this worker does not control cannot be navigated by it: open the page instead.
    }
  }
  await sw.clients.openWindow(target);
}

/** Adds the `push` and `notificationclick` listeners to the service worker's scope. */
export function handlePushEvents(sw: PushWorkerScope): void {
  sw.addEventListener('push', (event) => event.waitUntil(showPush(sw, readPayload(event.data))));
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    event.waitUntil(openApp(sw, appPath(data?.url)));
  });
}
