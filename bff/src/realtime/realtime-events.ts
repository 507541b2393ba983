// The typed event map of /ws: every message a socket can receive from the server.
import type { NotificationJson } from '../notifications/notifications.service';

export type RealtimeEvent =
  | { type: 'logout' }
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
