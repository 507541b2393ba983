// What the BFF and the front end share beyond HTTP (whose contract is bff/openapi.json): the role
// names and the events a /ws socket receives. The shell's sdk re-exports this file, so both sides
// compile the same source. It imports nothing, so the BFF's tsc and the front end's swc both take it.

export const ROLES = ['admin', 'foreman', 'worker', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Tag types of the shell's api (shell/src/sdk/api.ts TAG_TYPES) a push may invalidate. */
export type RefreshTag =
  | 'Schedule'
  | 'TimeOff'
  | 'Availability'
  | 'Issue'
  | 'Invoice'
  | 'Appointment'
  | 'JobSite'
  | 'SupplyOrder'
  | 'VendorPrice'
  | 'Inventory'
  | 'Break'
  | 'TimeEntry'
  | 'Document'
  | 'User';

/**
 * Every message a /ws socket receives from the server. `Notification` and `Message` are the bell's
 * item and a chat message as the HTTP API answers them (NotificationJson, MessageJson).
 */
export type RealtimeEvent<Notification, Message> =
  /** The session ended: the socket closes with `loggedOut` next. */
  | { type: 'logout' }
  /**
   * Sent by an instance whose LISTEN connection was lost and is back: events published in
   * between never reached its sockets, so clients refetch what they show.
   */
  | { type: 'resync' }
  /** The person chose this language on some device: later events come in it; a page may switch to it. */
  | { type: 'language'; language: 'en' | 'es' }
  /** `refresh` names the client's cached data (RTK Query tag types) that the change made stale. */
  | { type: 'notification'; notification: Notification; refresh?: RefreshTag[] }
  /** A message of the conversation with `userId` was sent, or (`read`) the reader read them. */
  | { type: 'chat'; userId: string; read?: true }
  /** A message to the reader, its text cut short, for a browser notification. */
  | { type: 'new-message'; message: Message; senderName: string };

/**
 * The page a notification about a kind of thing leads to, for each role that has one: the bell
 * links there, and a web push opens it. A kind a role has no page for leads nowhere.
 */
export const NOTIFICATION_PAGES: Readonly<Record<string, Partial<Record<Role, string>>>> = {
  shift: { admin: '/scheduling', foreman: '/schedule', worker: '/schedule' },
  // Admins decide requests on the Scheduling page.
  time_off_request: { admin: '/scheduling', worker: '/time-off' },
  issue: { admin: '/issues', foreman: '/issues' },
  supply_order: { admin: '/supplies' },
  // A shortage leads to the orders it was reordered by.
  inventory_check: { admin: '/supplies' },
  job_site: { admin: '/job-sites', foreman: '/job-site', client: '/' },
  invoice: { admin: '/financial-documents', client: '/' },
  appointment: { admin: '/', client: '/' },
  hr_document: { admin: '/hr-documents' },
  financial_document: { admin: '/financial-documents' },
};

/** Where a chat message opens: the conversation with its sender (the Messages page's `with`). */
export function conversationPath(otherId: string): string {
  return `/messages?with=${encodeURIComponent(otherId)}`;
}

/** Close codes clients act on (RFC 6455 section 7.4.1, plus our own in the 4000-4999 range). */
export const CLOSE_CODES = {
  /** The server (or a proxy) is going away: reconnect soon. */
  goingAway: 1001,
  /** This instance is stopping (deploy, restart): reconnect soon, maybe to another instance. */
  serviceRestart: 1012,
  /** The session ended (logout elsewhere): do not reconnect. */
  loggedOut: 4001,
  /** The session opened too many sockets and this, its oldest, was closed: reconnect only when shown again. */
  tooManySockets: 4008,
  unauthorized: 4401,
} as const;
