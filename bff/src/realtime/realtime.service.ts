// Delivers events to a user's sockets on every BFF instance through PostgreSQL LISTEN/NOTIFY.
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { WebSocket } from 'ws';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EVENTS_CHANNEL, MAX_PAYLOAD_BYTES, RealtimeEvent } from './realtime-events';

interface Envelope {
  userId: string;
  event: RealtimeEvent;
}

const RECONNECT_DELAY_MS = 1000;

@Injectable()
export class RealtimeService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly socketsByUser = new Map<string, Set<WebSocket>>();
  private listener: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  /** Publishes an event for one user; every instance delivers it to its own sockets of that user. */
  async toUser(userId: string, event: RealtimeEvent): Promise<void> {
    const payload = JSON.stringify({ userId, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      this.logger.error(`Event ${event.type} for ${userId} is too large for NOTIFY (${Buffer.byteLength(payload)} bytes): not sent`);
      return;
    }
    await this.dataSource.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
  }

  /**
   * For events that follow a committed change: the change stands even if the event cannot be
   * published, so a failure is logged rather than turned into an error for the caller.
   */
  async toUserQuietly(userId: string, event: RealtimeEvent): Promise<void> {
    try {
      await this.toUser(userId, event);
    } catch (error) {
      this.logger.error(`Could not publish ${event.type} to ${userId}: ${(error as Error).message}`);
    }
  }

  addSocket(userId: string, socket: WebSocket): void {
    let sockets = this.socketsByUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.socketsByUser.set(userId, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => this.removeSocket(userId, socket));
  }

  removeSocket(userId: string, socket: WebSocket): void {
    const sockets = this.socketsByUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.socketsByUser.delete(userId);
  }

  localSocketCount(userId: string): number {
    return this.socketsByUser.get(userId)?.size ?? 0;
  }

  private deliver(envelope: Envelope): void {
    const sockets = this.socketsByUser.get(envelope.userId);
    if (!sockets) return;
    const text = JSON.stringify(envelope.event);
    for (const socket of [...sockets]) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(text, () => {
        // A logged-out user keeps no open socket: close it once the logout event went out.
        if (envelope.event.type === 'logout') socket.close(4001, 'Logged out');
      });
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'groundwork-bff-listen' });
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as Envelope);
      } catch (error) {
        this.logger.warn(`Ignored a malformed event: ${(error as Error).message}`);
      }
    });
    const onLost = (reason: string): void => {
      if (this.stopping || this.listener !== client) return;
      this.logger.warn(`The LISTEN connection was lost (${reason}); reconnecting`);
      this.listener = null;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('connection ended'));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
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
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, RECONNECT_DELAY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const sockets of this.socketsByUser.values()) for (const socket of sockets) socket.terminate();
    this.socketsByUser.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }
}
