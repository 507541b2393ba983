// The push_subscriptions statements: a browser's subscription stored (one per endpoint and per
// session), a person's devices, and the subscriptions of the people a push is for.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Role } from '../common/roles';
import type { Language } from '../i18n/language';
import { PushSubscription } from './push-subscription.entity';

/** One of the caller's devices, as GET /api/push/subscriptions lists it. */
export interface PushSubscriptionJson {
  id: string;
  /** The browser and system the subscription came from (its User-Agent), null when unknown. */
  browser: string | null;
  os: string | null;
  /** The push service's host (fcm.googleapis.com...): the device's name when the browser is unknown. */
  pushService: string;
  createdAt: Date;
  /** When a push last reached it; null: not yet. */
  lastUsedAt: Date | null;
  /** Made by the session asking: the browser the list is read on. */
  thisDevice: boolean;
}

export interface NewPushSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
  browser: string | null;
  os: string | null;
}

/** A subscription to push to, with what its person's push is written in. */
export interface PushTarget {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
  role: Role;
}

/**
 * The endpoint's row inserted or, posted again, updated (push_subscriptions_endpoint_key decides),
 * taken over by this session and person when the browser's login changed. Raw SQL: ON CONFLICT
 * ... DO UPDATE with conditions is beyond QueryBuilder.
 */
const UPSERT = `INSERT INTO push_subscriptions AS p (user_id, session_id, endpoint, p256dh, auth, expires_at, browser, os)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (endpoint) DO UPDATE SET
    session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, expires_at = EXCLUDED.expires_at,
    browser = EXCLUDED.browser, os = EXCLUDED.os,
    created_at = CASE WHEN p.user_id = EXCLUDED.user_id THEN p.created_at ELSE now() END,
    last_used_at = CASE WHEN p.user_id = EXCLUDED.user_id THEN p.last_used_at END,
    user_id = EXCLUDED.user_id
  RETURNING id`;

/** A device is pushed to while its login lasts: its session not expired (the sweep deletes it later). */
const TARGETS = `SELECT p.id, p.user_id AS "userId", p.endpoint, p.p256dh, p.auth, u.language, u.role
  FROM push_subscriptions p JOIN users u ON u.id = p.user_id JOIN sessions s ON s.id = p.session_id
  WHERE p.user_id = ANY($1::uuid[]) AND u.deactivated_at IS NULL AND (p.expires_at IS NULL OR p.expires_at > now())
    AND s.expires_at > now()`;

@Injectable()
export class PushRepository {
  constructor(@InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>) {}

  /**
   * Stores the subscription and answers its id: in one transaction, the session's other
   * subscription goes (a browser holds one: a new one replaces it), then UPSERT. Two at once from
   * one session with different endpoints: push_subscriptions_session_key refuses the second (409).
   */
  async upsert(subscription: NewPushSubscription): Promise<string> {
    const { userId, sessionId, endpoint, p256dh, auth, expiresAt, browser, os } = subscription;
    return this.subscriptions.manager.transaction(async (manager) => {
      await manager.query(`DELETE FROM push_subscriptions WHERE session_id = $1 AND endpoint <> $2`, [sessionId, endpoint]);
      const [row] = (await manager.query(UPSERT, [userId, sessionId, endpoint, p256dh, auth, expiresAt, browser, os])) as Array<{ id: string }>;
      return row.id;
    });
  }

  /** The person's devices, newest first (a person has one per login at most: no paging). */
  async mine(userId: string, sessionId: string | null): Promise<PushSubscriptionJson[]> {
    const rows = await this.subscriptions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      browser: row.browser,
      os: row.os,
      pushService: new URL(row.endpoint).hostname,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
      thisDevice: row.sessionId === sessionId,
    }));
  }

  /** Deletes the person's subscription `id`; whether there was one (another's counts as none). */
  async deleteOwn(userId: string, id: string): Promise<boolean> {
    return Boolean((await this.subscriptions.delete({ id, userId })).affected);
  }

  /** The live subscriptions of these people (active accounts), with each one's language and role. */
  targets(userIds: readonly string[]): Promise<PushTarget[]> {
    return this.subscriptions.query(TARGETS, [userIds]);
  }

  /** A push service said the subscription is gone (404, 410): the row goes, unless the browser posted a new one meanwhile. */
  async deleteGone(id: string, endpoint: string): Promise<void> {
    await this.subscriptions.delete({ id, endpoint });
  }

  async markUsed(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.subscriptions.query(`UPDATE push_subscriptions SET last_used_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
