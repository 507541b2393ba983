// The BFF's side of /ws: its typed events (the contract shared with the front end, with the BFF's
// JSON types), the NOTIFY channel and its payload limit.
import { CLOSE_CODES, type RealtimeEvent as SharedRealtimeEvent, type RefreshTag } from '../contract/roles-and-events';
import type { MessageJson } from '../messages/messages.service';
import type { NotificationJson } from '../notifications/notifications.service';

/** Every message a socket can receive from the server (the shared contract, with the BFF's JSON types). */
export type RealtimeEvent = SharedRealtimeEvent<NotificationJson, MessageJson>;
export type { RefreshTag };

export const EVENTS_CHANNEL = 'groundwork_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

export { CLOSE_CODES };
