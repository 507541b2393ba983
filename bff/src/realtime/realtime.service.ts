// Delivers events to a user's sockets on every BFF instance through PostgreSQL LISTEN/NOTIFY.
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import type { WebSocket } from 'ws';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DATABASE_TIMEOUTS } from '../database/data-source-options';
import { BatchedSender } from './batched-sender';
import { type ChannelNotification, RealtimeRepository } from './realtime.repository';
import type { Role } from '../common/roles';
import { CLOSE_CODES, EVENTS_CHANNEL, EventLocalizer, MAX_PAYLOAD_BYTES, RealtimeEvent, TransportEvent } from './realtime-events';

/** One user's event; a NOTIFY payload carries a JSON array of deliveries (or, from an older instance, one). */
export interface Envelope<E extends RealtimeEvent = RealtimeEvent> {
  userId: string;
  event: E;
}

/**
 * One event for everyone of a role but `except` (a role's notification, one stored row for all of
 * them): every instance gives it to its own sockets of that role's people, so the payload stays
 * the same size however many people it tells.
 */
export interface RoleDelivery<E extends RealtimeEvent = RealtimeEvent> {
  audience: Role;
  except: string | null;
  event: E;
}

export type Delivery<E extends RealtimeEvent = RealtimeEvent> = Envelope<E> | RoleDelivery<E>;

export type { ChannelNotification } from './realtime.repository';

const RECONNECT_DELAY_MS = 1000;
/** Longest wait between two LISTEN reconnect attempts while the database stays down. */
const MAX_RECONNECT_DELAY_MS = 10_000;
/**
 * A socket that has not answered a ping within this interval is dead (a laptop lid closed, a
 * proxy that dropped it silently) and is terminated, so its user's set of sockets stays true.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** How long a stopping instance waits for clients to acknowledge its close frame. */
const CLOSE_GRACE_MS = 1_000;
/**
 * Sockets one session may hold on an instance (a tab each): a newer one closes the oldest, so a
 * script cannot pile up sockets behind one login, while a person's tabs are far fewer.
 */
export const MAX_SOCKETS_PER_SESSION = 10;

/** Which of the given session ids are still logged in (the sessions module answers). */
export type LiveSessions = (sids: readonly string[]) => Promise<ReadonlySet<string>>;

@Injectable()
export class RealtimeService implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly socketsByUser = new Map<string, Set<WebSocket>>();
  /** A socket belongs to the session that opened it, oldest first: when the session ends, they close. */
  private readonly socketsBySession = new Map<string, WebSocket[]>();
  private liveSessions: LiveSessions | null = null;
  private readonly ownerOf = new WeakMap<WebSocket, { userId: string; sid: string }>();
  /** The people of each role with a socket here (a role change ends the user's sockets: logout). */
  private readonly usersByRole = new Map<Role, Set<string>>();
  /** Each connected person's language: their events are rendered in it (localizers). */
  private readonly languageOf = new Map<string, string>();
  /** By event type, how a feature renders its event for a reader's language (the bell's texts). */
  private readonly localizers = new Map<string, EventLocalizer>();
  private listener: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopping = false;
  private reconnectDelay = RECONNECT_DELAY_MS;
  /** Set once LISTEN was lost: the next successful LISTEN tells local sockets to resync. */
  private missedEvents = false;
  private readonly alive = new WeakSet<WebSocket>();
  /** Other channels listened to on the same connection (subscribe), with their handlers. */
  private readonly channels = new Map<string, (payload: string) => void>();
  /** Counts the times LISTEN was established: whatever was learnt before a gap may have missed a change. */
  private listenEpoch = 0;
  private readonly heartbeat = setInterval(() => this.checkHeartbeats(), HEARTBEAT_INTERVAL_MS).unref();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly statements: RealtimeRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  /**
   * Publishes an event for one user; every instance delivers it to its own sockets of that user.
   * With a transaction's `manager`, PostgreSQL sends it only when that transaction commits.
   */
  async toUser<E extends RealtimeEvent>(userId: string, event: E, manager?: EntityManager): Promise<void> {
    await this.toUsers([{ userId, event }], manager);
  }

  /**
   * Publishes several users' events in one statement, packed into as few NOTIFY payloads as fit
   * (an issue report tells every admin: one payload instead of one round trip and one queue entry
   * per admin, which also shortens the commit, when PostgreSQL serialises notifying transactions).
   * With a transaction's `manager`, they are sent only when it commits.
   *
   * Without one, the events are published after whatever this instance is publishing already,
   * together with the others that came meanwhile (afterCommit).
   */
  async toUsers<E extends RealtimeEvent>(
    deliveries: readonly Delivery<E>[],
    manager?: EntityManager,
    before: readonly ChannelNotification[] = [],
  ): Promise<void> {
    const notifications = [...before, ...this.pack(deliveries).map((payload) => ({ channel: EVENTS_CHANNEL, payload }))];
    if (notifications.length === 0) return;
    if (manager) await this.statements.notifyOnCommit(manager, notifications);
    else await this.afterCommit.add(notifications);
  }

  /**
   * Notifications of committed changes, in order, one NOTIFY statement at a time: those
   * published while one is on its way go together in the next (BatchedSender). Two reasons make
   * them cheap under load. They run on the LISTEN connection when it is up, not on the pool: a
   * writer's second statement otherwise queued again behind every request waiting for a pool
   * connection. And the statement commits without waiting for its WAL flush (synchronous_commit
   * off, for it alone): PostgreSQL serialises every notifying commit on one database-wide lock
   * held until the commit is flushed, so a flush per push made pushes queue behind each other;
   * a NOTIFY is never durable anyway.
   */
  private readonly afterCommit = new BatchedSender<ChannelNotification>(async (notifications) => {
    // Only a connection that is LISTENing (connected, past its LISTEN statements) takes queries.
    await this.statements.notifyCommitted(distinct(notifications), this.isListening() ? this.listener : null);
  });

  /**
   * Resolves once this instance has heard every notification committed before the call, so that
   * the answer caches (AnswersService, SessionUserCache) have dropped whatever a write that just
   * committed made stale: a writer's next read here sees its write. One statement on the LISTEN
   * connection does it: PostgreSQL sends a listening session's pending notifications, in commit
   * order, before that statement's answer (a committing backend signals the listeners before it
   * answers its own client). Callers meanwhile share the next statement. At once while LISTEN is
   * down (the caches then keep nothing); never fails (a write stands whatever happens here).
   */
  caughtUp(): Promise<void> {
    if (!this.isListening()) return Promise.resolve();
    // Any statement on the LISTEN connection does: the next of afterCommit's, with no notification
    // of its own if none come meanwhile (one statement for the writes and the pushes of the moment).
    return this.afterCommit.add([]).catch(() => undefined);
  }

  /** Deliveries as JSON arrays of at most MAX_PAYLOAD_BYTES each; one too large alone is logged and dropped. */
  private pack(deliveries: readonly Delivery[]): string[] {
    const payloads: string[] = [];
    let batch: string[] = [];
    let batchBytes = 2;
    for (const delivery of deliveries) {
      const text = JSON.stringify(delivery);
      const bytes = Buffer.byteLength(text);
      if (bytes + 2 > MAX_PAYLOAD_BYTES) {
        this.logger.error(`${describe(delivery)} is too large for NOTIFY (${bytes} bytes): not sent`);
        continue;
      }
      if (batch.length > 0 && batchBytes + 1 + bytes > MAX_PAYLOAD_BYTES) {
        payloads.push(`[${batch.join(',')}]`);
        batch = [];
        batchBytes = 2;
      }
      batchBytes += (batch.length > 0 ? 1 : 0) + bytes;
      batch.push(text);
    }
    if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
    return payloads;
  }

  /**
   * For events that follow a committed change: the change stands even if the event cannot be
   * published, so a failure is logged rather than turned into an error for the caller. The caller
   * does not wait for the statement: an /api write's answer waits for `caughtUp` anyway, whose
   * statement is this one or a later one (one statement at a time, in order), so the answer still
   * leaves after the events, and under load the two are one statement instead of two in a row.
   */
  toUserQuietly<E extends RealtimeEvent>(userId: string, event: E): void {
    this.toUsersQuietly([{ userId, event }]);
  }

  /**
   * toUserQuietly for several events published together (one statement). `before`: other
   * channels' notifications of the same change (a writer's answer-cache tags), sent first in that
   * statement, so an instance has dropped what the change made stale before a socket's event
   * makes its client read again.
   */
  toUsersQuietly<E extends RealtimeEvent>(deliveries: readonly Delivery<E>[], before: readonly ChannelNotification[] = []): void {
    this.toUsers(deliveries, undefined, before).catch((error: Error) => {
      this.logger.error(`Could not publish ${deliveries.map(describe).join(', ')}: ${error.message}`);
    });
  }

  /**
   * Listens to one more channel on this instance's LISTEN connection. Call before the module
   * starts (from a constructor); the handler gets each payload of that channel.
   */
  subscribe(channel: string, handler: (payload: string) => void): void {
    this.channels.set(channel, handler);
  }

  /**
   * Which LISTEN connection is up now (a number that changes with every reconnect), or null
   * while none is: what was learnt under an earlier one may have missed a notification.
   */
  currentListenEpoch(): number | null {
    return this.isListening() && this.listenEpoch > 0 ? this.listenEpoch : null;
  }

  /**
   * How events of `type` read in each language: a delivery's event is rendered once per language
   * among its recipients here, so a role's one notification reaches each person in their own.
   */
  localize(type: string, localizer: EventLocalizer): void {
    this.localizers.set(type, localizer);
  }

  /** After the person's language changed (committed): every instance renders their events in it from now on. */
  async languageChanged(userId: string, language: string): Promise<void> {
    await this.toUsers([{ userId, event: { type: 'language', language } satisfies TransportEvent }]);
  }

  addSocket(userId: string, role: Role, socket: WebSocket, sid: string, language = 'en'): void {
    this.languageOf.set(userId, language);
    let sockets = this.socketsByUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.socketsByUser.set(userId, sockets);
    }
    // The newest socket's role is the user's (a socket of the role they had is closing: logout).
    for (const [other, people] of this.usersByRole) if (other !== role) people.delete(userId);
    let people = this.usersByRole.get(role);
    if (!people) this.usersByRole.set(role, (people = new Set()));
    people.add(userId);
    sockets.add(socket);
    const ofSession = this.socketsBySession.get(sid) ?? [];
    this.socketsBySession.set(sid, ofSession);
    ofSession.push(socket);
    if (ofSession.length > MAX_SOCKETS_PER_SESSION) ofSession.shift()?.close(CLOSE_CODES.tooManySockets, 'Too many open connections');
    this.ownerOf.set(socket, { userId, sid });
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.once('close', () => this.removeSocket(socket));
  }

  /**
   * How this instance learns which sessions still exist: asked for a session whose row changed
   * (`sessionChanged`), for every session after a gap in LISTEN, and at each heartbeat (expiry).
   */
  watchSessions(liveSessions: LiveSessions): void {
    this.liveSessions = liveSessions;
  }

  /** A session row changed or went (logout, expiry sweep, password reset, role change, psql...). */
  sessionChanged(sid: string): void {
    if (this.socketsBySession.has(sid)) void this.closeEndedSessions([sid]);
  }

  /** Closes, as logged out, the sockets of the sessions among `sids` that no longer exist. */
  private async closeEndedSessions(sids: readonly string[] = [...this.socketsBySession.keys()]): Promise<void> {
    if (sids.length === 0 || !this.liveSessions) return;
    let live: ReadonlySet<string>;
    try {
      live = await this.liveSessions(sids);
    } catch {
      return; // The database cannot answer now: the next heartbeat asks again.
    }
    for (const sid of sids) {
      if (live.has(sid)) continue;
      for (const socket of this.socketsBySession.get(sid) ?? []) this.sendThenClose(socket, LOGOUT_TEXT);
    }
  }

  /** Terminates sockets that missed the previous ping, then pings the rest. */
  private checkHeartbeats(): void {
    void this.closeEndedSessions();
    for (const sockets of this.socketsByUser.values()) {
      for (const socket of [...sockets]) {
        if (!this.alive.has(socket)) {
          socket.terminate();
          this.removeSocket(socket);
          continue;
        }
        this.alive.delete(socket);
        if (socket.readyState === socket.OPEN) socket.ping();
      }
    }
  }

  private removeSocket(socket: WebSocket): void {
    const owner = this.ownerOf.get(socket);
    if (!owner) return;
    const { userId, sid } = owner;
    const ofSession = this.socketsBySession.get(sid)?.filter((other) => other !== socket) ?? [];
    if (ofSession.length > 0) this.socketsBySession.set(sid, ofSession);
    else this.socketsBySession.delete(sid);
    const sockets = this.socketsByUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size > 0) return;
    this.socketsByUser.delete(userId);
    this.languageOf.delete(userId);
    for (const people of this.usersByRole.values()) people.delete(userId);
  }

  localSocketCount(userId: string): number {
    return this.socketsByUser.get(userId)?.size ?? 0;
  }

  private deliver(delivery: Delivery): void {
    const { event } = delivery;
    if (event.type === 'language' && 'userId' in delivery && this.socketsByUser.has(delivery.userId)) {
      this.languageOf.set(delivery.userId, (event as Extract<TransportEvent, { type: 'language' }>).language);
    }
    const localizer = this.localizers.get(event.type);
    // The event's text per language, made once for all its recipients who read that language.
    const texts = new Map<string, string>();
    const textFor = (userId: string): string => {
      const language = localizer ? (this.languageOf.get(userId) ?? 'en') : '';
      let text = texts.get(language);
      if (text === undefined) texts.set(language, (text = JSON.stringify(localizer ? localizer(event, language) : event)));
      return text;
    };
    if (!('audience' in delivery)) return this.send(delivery.userId, event, textFor);
    const { audience, except } = delivery;
    for (const userId of this.usersByRole.get(audience) ?? []) {
      if (userId !== except) this.send(userId, event, textFor);
    }
  }

  private send(userId: string, event: RealtimeEvent, textFor: (userId: string) => string): void {
    const sockets = this.socketsByUser.get(userId);
    if (!sockets) return;
    const text = textFor(userId);
    for (const socket of [...sockets]) {
      if (socket.readyState !== socket.OPEN) continue;
      // A logged-out user keeps no open socket: close it once the logout event went out.
      if (event.type === 'logout') this.sendThenClose(socket, text);
      else socket.send(text);
    }
  }

  private sendThenClose(socket: WebSocket, text: string): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(text, () => socket.close(CLOSE_CODES.loggedOut, 'Logged out'));
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'groundwork-bff-listen',
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectionTimeoutMillis,
      // A LISTEN connection is idle by design: keep-alive is what notices a database that vanished.
      keepAlive: true,
    });
    client.on('notification', (message) => {
      const handler = this.channels.get(message.channel);
      if (handler) return handler(message.payload ?? '');
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        const parsed = JSON.parse(message.payload) as Delivery | Delivery[];
        for (const delivery of Array.isArray(parsed) ? parsed : [parsed]) this.deliver(delivery);
      } catch (error) {
        this.logger.warn(`Ignored a malformed event: ${(error as Error).message}`);
      }
    });
    const onLost = (reason: string): void => {
      if (this.stopping || this.listener !== client) return;
      this.logger.warn(`The LISTEN connection was lost (${reason}); reconnecting`);
      this.listener = null;
      this.missedEvents = true;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('connection ended'));
    this.listener = client;
    try {
      await client.connect();
      await this.statements.listen(client, [EVENTS_CHANNEL, ...this.channels.keys()]);
      this.listenEpoch += 1;
      this.reconnectDelay = RECONNECT_DELAY_MS;
      if (this.missedEvents) {
        this.missedEvents = false;
        this.logger.log('LISTEN is back; asking connected clients to refresh what they may have missed');
        this.broadcastLocally({ type: 'resync' });
        // Sessions ended meanwhile were not heard of either.
        void this.closeEndedSessions();
      }
    } catch (error) {
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      if (this.stopping) return;
      this.logger.warn(`Could not LISTEN (${(error as Error).message}); retrying`);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopping || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, MAX_RECONNECT_DELAY_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, delay);
  }

  /** Whether this instance currently receives events (used by the health check and the tests). */
  isListening(): boolean {
    return this.listener !== null && !this.missedEvents && this.reconnectTimer === null;
  }

  private broadcastLocally(event: TransportEvent): void {
    const text = JSON.stringify(event);
    for (const sockets of this.socketsByUser.values()) {
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /**
   * Before the HTTP server closes: tell every client this instance is restarting (1012), so
   * it reconnects (to another instance or to this one once back) rather than treating the drop
   * as an error; sockets that do not answer the close frame are terminated afterwards.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    const sockets = [...this.socketsByUser.values()].flatMap((set) => [...set]);
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(CLOSE_CODES.serviceRestart, 'Service restart');
        }),
    );
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())]);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const sockets of this.socketsByUser.values()) for (const socket of sockets) socket.terminate();
    this.socketsByUser.clear();
    this.socketsBySession.clear();
    this.usersByRole.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }
}

const LOGOUT_TEXT = JSON.stringify({ type: 'logout' } satisfies TransportEvent);

/** A delivery in a log line. */
function describe(delivery: Delivery): string {
  return 'audience' in delivery ? `${delivery.event.type} to every ${delivery.audience}` : `${delivery.event.type} to ${delivery.userId}`;
}

/**
 * Notifications without repeats, each where it first came. PostgreSQL delivers a payload repeated
 * on a channel in one transaction once anyway; leaving the repeats out spares sending and checking
 * them (fifty issue reports in one statement name the same admins' answer tags fifty times).
 */
function distinct(notifications: readonly ChannelNotification[]): ChannelNotification[] {
  const seen = new Set<string>();
  return notifications.filter(({ channel, payload }) => {
    const key = `${channel}\n${payload}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
