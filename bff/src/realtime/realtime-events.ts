// What /ws carries: JSON objects with a `type`. The transport knows only its own three (`logout`,
// `resync`, `language`); every other event is its sender's, typed where it is made (the bell's `notification`
// in notifications/, the chat's `chat` and `new-message` in messages/), and carried as it is. The
// wire's whole list, shared with the front end, is contract/roles-and-events.ts.
import { CLOSE_CODES } from '../contract/roles-and-events';

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
  | { type: 'resync' }
  /**
   * The person chose another language (on any device): each instance now renders their events in
   * it (see RealtimeService.localize), and their open pages may switch to it too.
   */
  | { type: 'language'; language: string };

/** Turns an event into the text a reader of `language` gets (a feature's, registered with RealtimeService.localize). */
export type EventLocalizer = (event: RealtimeEvent, language: string) => RealtimeEvent;

export const EVENTS_CHANNEL = 'groundwork_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

export { CLOSE_CODES };
