// Notices (toasts): default and destructive variants, one shown at a time, 5 s each.
import { redirectToLoginSoon } from './browser';
import { forgetUser } from './lastKnownUser';
import { errorMessage, isUnauthorizedError } from './errors';
import { sdkMessages } from './messages';
import { MOBILE_BREAKPOINT } from './responsive';

type NotificationApi = typeof import('antd/es/notification').default;

// antd's notification (~12 KB compressed) loads with the first notice, not with the sdk: the
// logged-out landing shows none until a login is tried (the bench holds the landing under 250 KB of
// JavaScript).
let notificationApi: Promise<NotificationApi> | null = null;
function loadNotificationApi(): Promise<NotificationApi> {
  notificationApi ??= import('antd/es/notification').then(({ default: notification }) => {
    notification.config({ maxCount: 1, duration: 5, top: NOTICE_TOP_PX, bottom: NOTICE_BOTTOM_PX });
    return notification;
  });
  return notificationApi;
}

/** The app header's height (index.html's .app-header) and a gap: a desktop notice starts below it. */
export const NOTICE_TOP_PX = 48 + 8;
const NOTICE_BOTTOM_PX = 16;

/**
 * Where a notice covers no control. Desktop: centred below the header, clear of the page's buttons
 * (at the right of its title) and of a dialog's close button (at the dialog's top right; every
 * dialog is wider than a notice). Phone: at the bottom, away from the header, the page's buttons
 * and a dialog's close button, which are all at the top.
 */
export function noticePlacement(): 'top' | 'bottom' {
  return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches ? 'bottom' : 'top';
}

export type NoticeVariant = 'default' | 'destructive';

export interface Notice {
  title: string;
  description?: string;
  variant?: NoticeVariant;
}

/** Shows the notice once antd's notification has loaded; the promise settles when it is shown. */
export function notify({ title, description, variant = 'default' }: Notice): Promise<void> {
  return loadNotificationApi().then((notification) => {
    const show = variant === 'destructive' ? notification.error : notification.success;
    show({
      title,
      description,
      role: variant === 'destructive' ? 'alert' : 'status',
      placement: noticePlacement(),
      // Shown outside the app's ConfigProvider, so antd's own 'Close' would stay English.
      closable: { 'aria-label': sdkMessages.t('notice.close') },
    });
  });
}

/**
 * The 401 rule: if the error says 401 Unauthorized, tell the user and go to /api/login
 * after 500 ms. Returns true when it applied (callers then show nothing else).
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  noticeLoggedOut();
  return true;
}

/** The logged-out notice, then /api/login after 500 ms (a 401, or a logout pushed over /ws). */
export function noticeLoggedOut(): void {
  forgetUser();
  // The 500 ms count from the notice being shown, not asked for: antd's notification loads with the
  // first notice (a staff member's first screen loads no antd), and on a slow connection the page
  // used to leave before the notice ever showed. A notice that fails to load still leaves.
  notify({ title: sdkMessages.t('notice.unauthorized'), description: sdkMessages.t('notice.loggedOut'), variant: 'destructive' }).then(
    redirectToLoginSoon,
    redirectToLoginSoon,
  );
}

/**
 * A failed action: destructive notice titled 'Error' (or `title`) with the server's message or the
 * fallback. The caller's texts come translated; the server's message comes in the reader's language.
 */
export function notifyError(error: unknown, fallback: string, title?: string): void {
  if (handleUnauthorized(error)) return;
  notify({ title: title ?? sdkMessages.t('error.title'), description: errorMessage(error, fallback), variant: 'destructive' });
}
