// What /ws carries: JSON objects with a `type`. The transport knows only its own two (`logout`,
// `resync`); every other event is its sender's, typed where it is made (the bell's `notification`
// in notifications/, the chat's `chat` and `new-message` in messages/), and carried as it is.

/** Any event a socket can receive; a sender narrows it with its own type (RealtimeService's generics). */
export interface RealtimeEvent {
  type: string;
}

/** The transport's own events. */
export type TransportEvent =
  | { type: 'logout' }
  /**
   * Sent by an instance whose LISTEN connection was lost and is back: events published in
   * between never reached its sockets, so clients refetch what they show.
   */
  | { type: 'resync' };

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
