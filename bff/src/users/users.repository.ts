// People's queries and their JSON: lookups by id and email, Team Management's pages and counts,
// and the writes of roles, deactivation, passwords and new accounts (inside their callers'
// transactions).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { Role } from '../common/roles';
import { containsPattern } from '../common/paging';
import { User } from './user.entity';
import type { Language } from '../i18n/language';
import { MemberJson, TeamMemberJson, toMemberJson } from './user-json';
import { repositoryIn } from '../database/repository-in';

export interface UserCounts {
  total: number;
  admin: number;
  foreman: number;
  worker: number;
  client: number;
}

/** Which people a page holds: see UsersRepository.page. */
export interface PeopleFilter {
  roles: readonly Role[];
  search?: string;
  after?: string;
  limit: number;
  activeOnly?: boolean;
}

/** A member with their hourly rate (Team Management, for admins). */
type RatedMember = Pick<User, (typeof MEMBER_COLUMNS)[number]> & { hourlyRate: string | null };

/** What a people search matches: `u`'s full name or email containing the ILIKE pattern `:pattern`. */
const NAME_OR_EMAIL_CONTAINS = `((u.first_name || ' ' || u.last_name) ILIKE :pattern OR u.email ILIKE :pattern)`;

/** A member's columns, by the names of the entity's properties (a lean read: no entity hydration). */
const MEMBER_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'role', 'profileImageUrl', 'deactivatedAt'] as const;

type NewUser = Pick<User, 'role' | 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'profileImageUrl' | 'passwordHash' | 'language'>;

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  private of(manager?: EntityManager): Repository<User> {
    return repositoryIn(this.users, manager);
  }

  private withEmail(email: string, manager?: EntityManager): SelectQueryBuilder<User> {
    return this.of(manager).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The account of an email, whatever its case (users_email_lower_unique holds one per lowercased email). */
  findByEmail(email: string): Promise<User | null> {
    return this.withEmail(email).getOne();
  }

  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return this.withEmail(email, manager).getExists();
  }

  /** Whether there is no account at all (the very first one may become admin without a PIN). */
  async noAccounts(manager: EntityManager): Promise<boolean> {
    return (await manager.count(User)) === 0;
  }

  /** One registration at a time: two racing "first accounts" cannot both become admin. */
  async lockRegistrations(manager: EntityManager): Promise<void> {
    // Raw SQL: a transaction lock is a function call on no table, which QueryBuilder cannot select.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:register'))`);
  }

  insert(manager: EntityManager, fields: NewUser): Promise<User> {
    return manager.save(manager.create(User, fields));
  }

  /** The person's language; false when there is no such person. */
  async setLanguage(id: string, language: Language): Promise<boolean> {
    const { affected } = await this.users.update({ id }, { language });
    return (affected ?? 0) > 0;
  }

  /**
   * A page of people in name order (first, last, id): of `roles` (all when empty), whose name or
   * email contains `search`, after the person `after` (an unknown id ends the list). Served by
   * users_role_name_order (one role) or users_name_order: an index scan in the page's order that
   * stops after `limit` rows; a search filters that scan (a company has a few thousand people).
   * `activeOnly` (the pickers) leaves deactivated members out; Team Management lists them too.
   */
  async page(filter: PeopleFilter): Promise<MemberJson[]> {
    return (await this.pageRows(filter, false)).map(toMemberJson);
  }

  /** Team Management's page (see page), each member with their hourly rate. */
  async teamPage(filter: PeopleFilter): Promise<TeamMemberJson[]> {
    return (await this.pageRows(filter, true)).map((row) => ({ ...toMemberJson(row), hourlyRate: row.hourlyRate ?? null }));
  }

  /** Sets a person's hourly rate (null clears it); their role, or null when there is no such person. */
  async setPayRate(id: string, hourlyRate: string | null): Promise<RatedMember | null> {
    const { raw } = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ hourlyRate })
      .where('id = :id', { id })
      .returning('id, first_name, last_name, email, phone_number, role, profile_image_url, deactivated_at, hourly_rate')
      .updateEntity(false)
      .execute();
    const row = (raw as Array<Record<string, unknown>>)[0];
    if (!row) return null;
    return {
      id: row.id as string,
      firstName: row.first_name as string,
      lastName: row.last_name as string,
      email: row.email as string,
      phoneNumber: row.phone_number as string,
      role: row.role as Role,
      profileImageUrl: row.profile_image_url as string | null,
      deactivatedAt: row.deactivated_at as Date | null,
      hourlyRate: row.hourly_rate as string | null,
    };
  }

  /** A person's role, or null when there is no such person. */
  async roleOf(id: string): Promise<Role | null> {
    const user = await this.users.findOne({ select: { id: true, role: true }, where: { id } });
    return user?.role ?? null;
  }

  private async pageRows(filter: PeopleFilter, withRate: boolean): Promise<RatedMember[]> {
    const query = this.users.createQueryBuilder('u').select([]);
    for (const column of MEMBER_COLUMNS) query.addSelect(`u.${column}`, column);
    if (withRate) query.addSelect('u.hourly_rate', 'hourlyRate');
    if (filter.activeOnly) query.andWhere('u.deactivated_at IS NULL');
    if (filter.roles.length === 1) query.andWhere('u.role = :role', { role: filter.roles[0] });
    else if (filter.roles.length > 1) query.andWhere('u.role IN (:...roles)', { roles: filter.roles });
    if (filter.search) query.andWhere(NAME_OR_EMAIL_CONTAINS, { pattern: containsPattern(filter.search) });
    if (filter.after) {
      query.andWhere('(u.first_name, u.last_name, u.id) > (SELECT a.first_name, a.last_name, a.id FROM users a WHERE a.id = :after)', { after: filter.after });
    }
    const rows = await query.orderBy('u.firstName').addOrderBy('u.lastName').addOrderBy('u.id').limit(filter.limit).getRawMany<RatedMember>();
    return rows;
  }

  /**
   * Team Management's counts: everyone and each role (users_role serves it, index only), or with
   * `search` those whose name or email contains it (a filtered scan of a few thousand people).
   */
  async counts(search?: string): Promise<UserCounts> {
    const query = this.users
      .createQueryBuilder('u')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE u.role = 'admin')::int`, 'admin')
      .addSelect(`count(*) FILTER (WHERE u.role = 'foreman')::int`, 'foreman')
      .addSelect(`count(*) FILTER (WHERE u.role = 'worker')::int`, 'worker')
      .addSelect(`count(*) FILTER (WHERE u.role = 'client')::int`, 'client');
    if (search) query.where(NAME_OR_EMAIL_CONTAINS, { pattern: containsPattern(search) });
    return (await query.getRawOne<UserCounts>()) as UserCounts;
  }

  /** Role changes and deactivations one at a time, so two admins cannot demote or deactivate each other at once. */
  async lockRoleChanges(manager: EntityManager): Promise<void> {
    // Raw SQL: a transaction lock is a function call on no table, which QueryBuilder cannot select.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:user-roles'))`);
  }

  /** The user, row-locked until the transaction ends. */
  findForUpdate(manager: EntityManager, id: string): Promise<User | null> {
    return manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Active admins other than `id`. */
  otherActiveAdmins(manager: EntityManager, id: string): Promise<number> {
    return manager.createQueryBuilder(User, 'u').where(`u.role = 'admin' AND u.deactivated_at IS NULL AND u.id <> :id`, { id }).getCount();
  }

  /** A new role, held from now (the role's notifications from then on). */
  async setRole(manager: EntityManager, id: string, role: Role): Promise<void> {
    await manager.update(User, { id }, { role, roleSince: () => 'now()' });
  }

  async setActive(manager: EntityManager, id: string, active: boolean): Promise<void> {
    await manager.update(User, { id }, { deactivatedAt: active ? null : () => 'now()' });
  }

  async setPasswordHash(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.update(User, { id }, { passwordHash });
  }
}
