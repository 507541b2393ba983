// The typed event map of /ws: every message a socket can receive from the server.
import type { NotificationJson } from '../notifications/notifications.service';

export type RealtimeEvent =
  | { type: 'logout' }
  /**
   * Sent by an instance whose LISTEN connection was lost and is back: events published in
   * between never reached its sockets, so clients refetch what they show.
   */
  | { type: 'resync' }
  /** `refresh` names the client's cached data (RTK Query tag types) that the change made stale. */
  | { type: 'notification'; notification: NotificationJson; refresh?: RefreshTag[] }
  | { type: 'chat'; [key: string]: unknown }
  | { type: 'new-message'; message: unknown; senderName: string };

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
  | 'Document'
  | 'User';

export const EVENTS_CHANNEL = 'groundwork_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

/** Close codes clients act on (RFC 6455 section 7.4.1, plus our own in the 4000-4999 range). */
export const CLOSE_CODES = {
  /** This instance is stopping (deploy, restart): reconnect soon, maybe to another instance. */
  serviceRestart: 1012,
  /** The session ended (logout elsewhere): do not reconnect. */
  loggedOut: 4001,
  /** The session opened too many sockets and this, its oldest, was closed: reconnect only when shown again. */
  tooManySockets: 4008,
  unauthorized: 4401,
} as const;
