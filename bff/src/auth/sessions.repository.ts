// The `session` table's queries (connect-pg-simple's table: sid, sess json, expire), and the
// session's user as the app knows it. No entity: the table keeps the shape express-session wrote.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * The logged-in user of an unexpired session in one round trip, with the user id the session
 * names (the join must still find that user, active). The user is joined, not copied into the
 * session at login, so a role change, a deactivation or a deleted account shows at once (a
 * deactivation deletes the sessions too; this also refuses one a login racing it wrote). The
 * CASE keeps a malformed id from failing the cast; the join stays a primary-key lookup.
 * Raw SQL: the JSON path and the guarded cast are beyond the QueryBuilder's joins. Not a named
 * prepared statement: the session cache answers most requests, so its parse is rarely paid.
 */
const USER_OF_SESSION = `SELECT s.sess->'passport'->>'user' AS session_user_id, s.expire, u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role, u.profile_image_url, u.language, u.created_at, u.updated_at
           FROM session s
           JOIN users u
             ON u.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->'passport'->>'user')::uuid END
          WHERE s.sid = $1 AND s.expire >= now() AND u.deactivated_at IS NULL`;

interface UserRow {
  session_user_id: string | null;
  expire: Date;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: User['role'];
  profile_image_url: string | null;
  language: User['language'];
  created_at: Date;
  updated_at: Date;
}

function userOf(row: UserRow): User {
  return Object.assign(new User(), {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    profileImageUrl: row.profile_image_url,
    language: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/** What the `sess` column holds: express-session's cookie and passport's user id. */
export interface StoredSession {
  cookie: Record<string, unknown>;
  passport: { user: string };
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user of an unexpired session, when it still is the user it was logged in as, and when the session expires. */
  async userOfSession(sid: string): Promise<{ user: User; expires: Date } | null> {
    const [row] = (await this.dataSource.query(USER_OF_SESSION, [sid])) as UserRow[];
    if (!row || row.id !== row.session_user_id) return null;
    return { user: userOf(row), expires: row.expire };
  }

  async insert(sid: string, sess: StoredSession, expires: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into('session', ['sid', 'sess', 'expire'])
      .values({ sid, sess: JSON.stringify(sess), expire: expires })
      .execute();
  }

  async delete(sid: string): Promise<void> {
    await this.dataSource.createQueryBuilder().delete().from('session').where('sid = :sid', { sid }).execute();
  }

  /** Every session of the user (in the caller's transaction, when given). */
  async deleteAllOfUser(userId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).createQueryBuilder().delete().from('session').where(`sess->'passport'->>'user' = :userId`, { userId }).execute();
  }

  /** Which of `sids` are unexpired sessions now. */
  async live(sids: readonly string[]): Promise<ReadonlySet<string>> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('s.sid', 'sid')
      .from('session', 's')
      .where('s.sid = ANY(:sids::text[]) AND s.expire >= now()', { sids })
      .getRawMany<{ sid: string }>();
    return new Set(rows.map((row) => row.sid));
  }

  async deleteExpired(): Promise<void> {
    await this.dataSource.createQueryBuilder().delete().from('session').where('expire < now()').execute();
  }
}
