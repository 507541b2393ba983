// The typed event map of /ws: every message a socket can receive from the server.
import type { NotificationJson } from '../notifications/notifications.service';

export type RealtimeEvent =
  | { type: 'logout' }
  | { type: 'notification'; notification: NotificationJson }
  | { type: 'chat'; [key: string]: unknown }
  | { type: 'new-message'; message: unknown; senderName: string };

export const EVENTS_CHANNEL = 'groundwork_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;
