import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { Role } from '../common/roles';
import { containsPattern } from '../common/paging';
import { RealtimeService } from '../realtime/realtime.service';
import { SessionsService } from '../auth/sessions.service';
import { User } from './user.entity';
import { MemberJson, toUserJson, UserJson } from './user-json';

/** Spec 6 messaging audience: who each role may see in the people list. */
export const AUDIENCE: Record<Role, Role[]> = {
  admin: ['admin', 'foreman', 'worker', 'client'],
  foreman: ['admin', 'foreman', 'worker'],
  worker: ['admin', 'foreman', 'worker', 'client'],
  client: ['admin'],
};

export interface UserCounts {
  total: number;
  admin: number;
  foreman: number;
  worker: number;
  client: number;
}

/** What a people search matches: `u`'s full name or email containing the ILIKE pattern in `placeholder`. */
const nameOrEmailContains = (placeholder: string) => `((u.first_name || ' ' || u.last_name) ILIKE ${placeholder} OR u.email ILIKE ${placeholder})`;

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: Role;
  profile_image_url: string | null;
  active: boolean;
}

export const LAST_ACTIVE_ADMIN = 'The last active admin cannot be deactivated';
export const DEACTIVATED_MEMBER = 'This member is deactivated';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';

function rowToMemberJson(row: UserRow): MemberJson {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    profileImageUrl: row.profile_image_url,
    active: row.active,
  };
}

/** Active admins but the one being changed, counted under the user-roles lock. */
const OTHER_ACTIVE_ADMINS = `SELECT count(*)::int AS count FROM users WHERE role = 'admin' AND deactivated_at IS NULL AND id <> $1`;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /**
   * A page of people in name order (first, last, id): of `roles` (all when empty), whose name or
   * email contains `search`, after the person `after` (an unknown id ends the list). Served by
   * users_role_name_order (one role) or users_name_order: an index scan in the page's order that
   * stops after `limit` rows; a search filters that scan (a company has a few thousand people).
   * `activeOnly` (the pickers) leaves deactivated members out; Team Management lists them too.
   */
  async page(filter: { roles: readonly Role[]; search?: string; after?: string; limit: number; activeOnly?: boolean }): Promise<MemberJson[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.activeOnly) where.push('u.deactivated_at IS NULL');
    if (filter.roles.length === 1) where.push(`u.role = ${param(filter.roles[0])}`);
    else if (filter.roles.length > 1) where.push(`u.role = ANY(${param(filter.roles)}::user_role[])`);
    if (filter.search) {
      where.push(nameOrEmailContains(param(containsPattern(filter.search))));
    }
    if (filter.after) {
      where.push(`(u.first_name, u.last_name, u.id) > (SELECT a.first_name, a.last_name, a.id FROM users a WHERE a.id = ${param(filter.after)})`);
    }
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role, u.profile_image_url, u.deactivated_at IS NULL AS active
         FROM users u
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY u.first_name, u.last_name, u.id
        LIMIT ${param(filter.limit)}`,
      params,
    );
    return rows.map(rowToMemberJson);
  }

  /**
   * Team Management's counts: everyone and each role (users_role serves it, index only), or with
   * `search` those whose name or email contains it (a filtered scan of a few thousand people), so
   * a searched list can say how much of it is shown.
   */
  async counts(search?: string): Promise<UserCounts> {
    const [row]: UserCounts[] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE role = 'admin')::int AS admin,
              count(*) FILTER (WHERE role = 'foreman')::int AS foreman,
              count(*) FILTER (WHERE role = 'worker')::int AS worker,
              count(*) FILTER (WHERE role = 'client')::int AS client
         FROM users u
        ${search ? `WHERE ${nameOrEmailContains('$1')}` : ''}`,
      search ? [containsPattern(search)] : [],
    );
    return row;
  }

  /** Changes a role; on a real change the user's sessions end and their sockets get `logout`. */
  async changeRole(id: string, role: Role): Promise<UserJson> {
    const { user, changed } = await this.dataSource.transaction(async (manager) => {
      // Serialise role changes so two admins cannot demote each other at the same time.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:user-roles'))`);
      const target = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!target) throw new NotFoundException('User not found');
      if (target.role === role) return { user: target, changed: false };
      if (target.role === 'admin' && target.deactivatedAt === null && (await this.otherActiveAdmins(manager, id)) === 0) {
        throw new ConflictException('The last admin cannot be demoted');
      }
      target.role = role;
      await manager.update(User, { id }, { role, roleSince: () => 'now()' });
      await this.sessions.destroyAllForUser(id, manager);
      return { user: target, changed: true };
    });
    if (changed) await this.realtime.toUserQuietly(id, { type: 'logout' });
    return toUserJson(user);
  }

  /**
   * Deactivates or reactivates a member. Deactivating ends every session of theirs at once (their
   * open pages get `logout`); their rows stay. Never oneself, never the last active admin: the
   * check runs under the same lock as role changes, so two admins deactivating each other at
   * once cannot both succeed.
   */
  async setActive(actor: User, id: string, active: boolean): Promise<MemberJson> {
    const { member, deactivated } = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:user-roles'))`);
      const target = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!target) throw new NotFoundException('User not found');
      const member: MemberJson = { ...toUserJson(target), active };
      if ((target.deactivatedAt === null) === active) return { member, deactivated: false };
      if (!active) {
        if (target.id === actor.id) throw new ConflictException(CANNOT_DEACTIVATE_SELF);
        if (target.role === 'admin' && (await this.otherActiveAdmins(manager, id)) === 0) throw new ConflictException(LAST_ACTIVE_ADMIN);
      }
      await manager.update(User, { id }, { deactivatedAt: active ? null : () => 'now()' });
      if (!active) await this.sessions.destroyAllForUser(id, manager);
      return { member, deactivated: !active };
    });
    if (deactivated) await this.realtime.toUserQuietly(id, { type: 'logout' });
    return member;
  }

  private async otherActiveAdmins(manager: EntityManager, id: string): Promise<number> {
    const [row]: Array<{ count: number }> = await manager.query(OTHER_ACTIVE_ADMINS, [id]);
    return row.count;
  }
}
