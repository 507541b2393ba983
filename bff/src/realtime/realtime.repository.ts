// The statements of the /ws transport: NOTIFY and LISTEN. Raw SQL: pg_notify and LISTEN are
// functions and commands TypeORM's builders do not have.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';

/** A NOTIFY of one channel. */
export interface ChannelNotification {
  channel: string;
  payload: string;
}

/** One statement for any number of notifications, sent in the order given. */
const NOTIFY_SQL = 'SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, position) ORDER BY position';
/** The same as a transaction of its own that does not wait for its flush (see notifyCommitted). */
const NOTIFY_AFTER_COMMIT_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify(channel, payload)
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, position) ORDER BY position`;

function notifyValues(notifications: readonly ChannelNotification[]): [string[], string[]] {
  return [notifications.map(({ channel }) => channel), notifications.map(({ payload }) => payload)];
}

@Injectable()
export class RealtimeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Notifications PostgreSQL sends when the transaction of `manager` commits, none on rollback. */
  async notifyOnCommit(manager: EntityManager, notifications: readonly ChannelNotification[]): Promise<void> {
    await manager.query(NOTIFY_SQL, notifyValues(notifications));
  }

  /**
   * Notifications of changes committed already, as a statement of their own that commits without
   * waiting for its WAL flush (synchronous_commit off, for it alone): PostgreSQL serialises every
   * notifying commit on one database-wide lock held until the commit is flushed, and a NOTIFY is
   * never durable anyway. On `listener` (the LISTEN connection) when given, else on the pool.
   */
  async notifyCommitted(notifications: readonly ChannelNotification[], listener: Client | null): Promise<void> {
    const values = notifyValues(notifications);
    await (listener ? listener.query(NOTIFY_AFTER_COMMIT_SQL, values) : this.dataSource.query(NOTIFY_AFTER_COMMIT_SQL, values));
  }

  /** Makes `client` listen to `channels` (names of ours, never user input). */
  async listen(client: Client, channels: Iterable<string>): Promise<void> {
    for (const channel of channels) await client.query(`LISTEN ${channel}`);
  }
}
