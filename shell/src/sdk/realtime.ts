// The one /ws client: a single WebSocket, reconnect with backoff, typed-by-string subscriptions.
// Events sent while it was disconnected are lost, so after every reconnect (and when the server
// says its own event feed had a gap, `resync`) it invalidates the cached data pushes keep fresh.
import { CLOSE_CODES, type RealtimeEvent } from '../../../bff/src/contract/roles-and-events';
import { api, TAG_TYPES, type TagType } from './api';
import { chatRefreshTags } from './chatApi';
import { noticeLoggedOut } from './notify';
import { store } from './store';
import type { ApiSchema, AppNotification } from './types';

/** Every message the server sends on /ws (the BFF's own event types, with the API's JSON shapes). */
export type RealtimeMessage = RealtimeEvent<AppNotification, ApiSchema<'MessageJson'>>;
export type RealtimeMessageType = RealtimeMessage['type'];
/** The event of one type. */
export type RealtimeEventOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;
export type RealtimeHandler<T extends RealtimeMessageType = RealtimeMessageType> = (message: RealtimeEventOf<T>) => void;

const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 30000;
/** The server closes with this code after sending `logout`: reconnecting would be refused. */
export const LOGGED_OUT_CLOSE_CODE = CLOSE_CODES.loggedOut;
/**
 * The server closes a session's oldest socket with this code when the session opened too many
 * (a tab each): that tab reconnects only once it is shown again, closing the then-oldest one.
 */
export const SUPERSEDED_CLOSE_CODE = CLOSE_CODES.tooManySockets;
/** Close codes of a server going away on purpose or restarting: come back soon. */
export const RESTART_CLOSE_CODES: readonly number[] = [CLOSE_CODES.goingAway, CLOSE_CODES.serviceRestart];

export interface RealtimeClientOptions {
  urlFactory?: () => string;
  /** After an unexpected close: is the session still there? */
  onDisconnect?: () => void;
  /** After a reconnect or a `resync`: refetch what may have changed meanwhile. */
  onResync?: () => void;
  /** First and longest wait between reconnect attempts (doubling in between, with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private handlers = new Map<string, Set<RealtimeHandler>>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  /** Whether a socket of this run has been open before: the next open is a reconnect. */
  private connectedBefore = false;
  private readonly urlFactory: () => string;
  private readonly onDisconnect: () => void;
  private readonly onResync: () => void;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private retryDelay: number;

  constructor(options: RealtimeClientOptions = {}) {
    this.urlFactory = options.urlFactory ?? defaultUrl;
    this.onDisconnect = options.onDisconnect ?? recheckSession;
    this.onResync = options.onResync ?? refreshPushedData;
    this.minDelayMs = options.minDelayMs ?? MIN_DELAY_MS;
    this.maxDelayMs = options.maxDelayMs ?? MAX_DELAY_MS;
    this.retryDelay = this.minDelayMs;
    this.subscribe('resync', () => this.onResync());
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connectedBefore = false;
    this.retryDelay = this.minDelayMs;
    this.open();
  }

  stop(): void {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** Returns the unsubscribe function. */
  subscribe<T extends RealtimeMessageType>(type: T, handler: RealtimeHandler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set<RealtimeHandler>();
    const untyped = handler as unknown as RealtimeHandler;
    set.add(untyped);
    this.handlers.set(type, set);
    return () => set.delete(untyped);
  }

  send(message: RealtimeMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Delivers one message to its subscribers (public for tests and for the socket). */
  dispatch(message: RealtimeMessage): void {
    this.handlers.get(message.type)?.forEach((handler) => handler(message));
  }

  private reopenWhenShown(): void {
    const reopen = (): void => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', reopen);
      if (this.running && !this.socket) this.open();
    };
    document.addEventListener('visibilitychange', reopen);
  }

  private open(): void {
    const socket = new WebSocket(this.urlFactory());
    this.socket = socket;
    socket.onopen = () => {
      this.retryDelay = this.minDelayMs;
      if (this.connectedBefore) this.onResync();
      this.connectedBefore = true;
    };
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as RealtimeMessage;
        if (message && typeof message.type === 'string') this.dispatch(message);
      } catch {
        // Not JSON: nothing the product understands.
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || !this.running) return;
      this.socket = null;
      if (event.code === LOGGED_OUT_CLOSE_CODE) {
        this.running = false;
        return;
      }
      if (event.code === SUPERSEDED_CLOSE_CODE) {
        this.reopenWhenShown();
        return;
      }
      // A refused handshake looks like any dropped connection: ask who we are again, so an
      // ended session shows the landing (which stops this client) instead of retrying forever.
      this.onDisconnect();
      // A restarting server is back (or another instance answers) within seconds: start over
      // from the shortest wait rather than where an earlier outage left the backoff.
      if (RESTART_CLOSE_CODES.includes(event.code)) this.retryDelay = this.minDelayMs;
      // Jitter spreads the reconnects of every open tab after a server restart.
      const delay = this.retryDelay / 2 + Math.random() * (this.retryDelay / 2);
      this.retryTimer = setTimeout(() => this.open(), delay);
      this.retryDelay = Math.min(this.retryDelay * 2, this.maxDelayMs);
    };
  }
}

function recheckSession(): void {
  store.dispatch(api.util.invalidateTags(['User']));
}

/** Every tag type a push can refresh (all but `Config`, which only changes with a deploy). */
export const RESYNC_TAGS: TagType[] = TAG_TYPES.filter((tag) => tag !== 'Config');

function refreshPushedData(): void {
  store.dispatch(api.util.invalidateTags(RESYNC_TAGS));
}

function defaultUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/ws`;
}

export const realtime = new RealtimeClient();

realtime.subscribe('logout', () => {
  realtime.stop();
  noticeLoggedOut();
});

// A notification may name the cached data its change made stale (`refresh`), so open pages
// show a new shift, decision or invoice without a reload.
realtime.subscribe('notification', (message) => {
  // Every RefreshTag is a TagType (tsc checks it here); one the client does not know is left out.
  const tags: TagType[] = (message.refresh ?? []).filter((tag) => (TAG_TYPES as readonly string[]).includes(tag));
  store.dispatch(api.util.invalidateTags(['Notification', ...tags]));
});

// A message sent or read: the chat's cached data is stale whatever page is shown (the Messages
// page may be closed), so it is fetched again when next shown; the sidebar's count at once.
realtime.subscribe('chat', (message) => {
  store.dispatch(api.util.invalidateTags(chatRefreshTags(message)));
});
