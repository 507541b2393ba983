// The `sessions` table's queries, and the session's user as the app knows it.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { User } from '../users/user.entity';
import { Session } from './session.entity';
import { repositoryIn } from '../database/repository-in';

/** What a request knows of its user (request.user): the account without its password hash and bookkeeping. */
const SESSION_USER_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'role', 'profileImageUrl', 'language', 'createdAt', 'updatedAt'] as const;

@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /**
   * The user of an unexpired session, and when the session expires, in one primary-key lookup
   * joined to the user. The user is joined, not copied into the session at login, so a role
   * change or a profile edit shows at once; a deactivated user is nobody (a deactivation deletes
   * the sessions too; this also refuses one a login racing it wrote). Not a named prepared
   * statement: the session cache answers most requests, so its parse is rarely paid.
   */
  async userOfSession(id: string): Promise<{ user: User; expires: Date } | null> {
    const session = await this.sessions
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select(['s.id', 's.expiresAt', ...SESSION_USER_COLUMNS.map((column) => `u.${column}`)])
      .where('s.id = :id', { id })
      .andWhere('s.expiresAt >= now()')
      .andWhere('u.deactivatedAt IS NULL')
      .getOne();
    return session?.user ? { user: session.user, expires: session.expiresAt } : null;
  }

  async insert(id: string, userId: string, expiresAt: Date): Promise<void> {
    await this.sessions.insert({ id, userId, expiresAt });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  /** Every session of the user (in the caller's transaction, when given). */
  async deleteAllOfUser(userId: string, manager?: EntityManager): Promise<void> {
    await repositoryIn(this.sessions, manager).delete({ userId });
  }

  /** Which of `ids` are unexpired sessions now. */
  async live(ids: readonly string[]): Promise<ReadonlySet<string>> {
    const rows = await this.sessions
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.id = ANY(:ids)', { ids })
      .andWhere('s.expiresAt >= now()')
      .getRawMany<{ id: string }>();
    return new Set(rows.map((row) => row.id));
  }

  async deleteExpired(): Promise<void> {
    await this.sessions.createQueryBuilder().delete().where('expires_at < now()').execute();
  }
}
