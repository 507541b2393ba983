import { MESSAGE_NOTIFICATION_TAG, NOTIFICATION_CLOSE_MS, showMessageNotification } from './browserNotifications';

describe('showMessageNotification', () => {
  const original = (globalThis as { Notification?: unknown }).Notification;
  let created: Array<{ title: string; options: NotificationOptions; close: jest.Mock }>;

  beforeEach(() => {
    created = [];
    const FakeNotification = jest.fn(function (this: unknown, title: string, options: NotificationOptions) {
      const instance = { title, options, close: jest.fn(), onclick: null };
      created.push(instance);
      return instance;
    });
    (globalThis as { Notification?: unknown }).Notification = Object.assign(FakeNotification, { permission: 'granted' });
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    (globalThis as { Notification?: unknown }).Notification = original;
  });

  it('shows the sender and text with the shared tag, and closes after 5000 ms', () => {
    jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    showMessageNotification('Maria Kowalski', 'See you at 7');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Maria Kowalski', options: { body: 'See you at 7', tag: MESSAGE_NOTIFICATION_TAG } });
    jest.advanceTimersByTime(NOTIFICATION_CLOSE_MS - 1);
    expect(created[0].close).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(created[0].close).toHaveBeenCalled();
  });

  it('stays quiet while the page is visible and focused, or without permission', () => {
    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    expect(showMessageNotification('Maria', 'Hi')).toBeNull();
    jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    (globalThis as { Notification: { permission: string } }).Notification.permission = 'denied';
    expect(showMessageNotification('Maria', 'Hi')).toBeNull();
    expect(created).toHaveLength(0);
  });
});
