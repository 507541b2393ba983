// Browser notifications for chat messages: asked for with a button, shown for a message from
// someone else, closed after 5000 ms, and not shown while this page is in view.
import { notify } from 'shell/sdk';

import { messages } from '../messages';

export const NOTIFICATION_CLOSE_MS = 5000;
/** One tag for every message notification, so a burst replaces rather than stacks. */
export const MESSAGE_NOTIFICATION_TAG = 'groundwork-message';

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser; a refusal (or no support) shows the 'Notifications Blocked' notice. */
export async function enableNotifications(): Promise<NotificationState> {
  let state = notificationState();
  if (state === 'default') state = await Notification.requestPermission();
  if (state !== 'granted') {
    notify({ title: messages.t('notifications.blocked'), description: messages.t('notifications.blockedDescription'), variant: 'destructive' });
  }
  return state;
}

function pageInView(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/** Shows a message notification unless notifications are off or the page is visible and focused. */
export function showMessageNotification(senderName: string, text: string, tag = MESSAGE_NOTIFICATION_TAG): Notification | null {
  if (notificationState() !== 'granted' || pageInView()) return null;
  const notification = new Notification(senderName || messages.t('notifications.newMessage'), { body: text, tag });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  window.setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
  return notification;
}
