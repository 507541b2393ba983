import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Role } from '../common/roles';
import { RealtimeService } from '../realtime/realtime.service';
import { SessionsService } from '../auth/sessions.service';
import { User } from './user.entity';
import { CurrentUserJson, MemberJson, TeamMemberJson, toCurrentUserJson, toMemberJson, toUserJson, UserJson } from './user-json';
import { fromCents, toCents } from '../common/money';
import type { Language } from '../i18n/language';
import { PeopleFilter, UserCounts, UsersRepository } from './users.repository';
import { msg } from '../i18n/message';

/** The messaging audience: who each role may see in the people list. */
export const AUDIENCE: Record<Role, Role[]> = {
  admin: ['admin', 'foreman', 'worker', 'client'],
  foreman: ['admin', 'foreman', 'worker'],
  worker: ['admin', 'foreman', 'worker', 'client'],
  client: ['admin'],
};

export const LAST_ACTIVE_ADMIN = msg('errors.users.lastActiveAdmin');
export const DEACTIVATED_MEMBER = msg('errors.users.deactivatedMember');
export const CANNOT_DEACTIVATE_SELF = msg('errors.users.cannotDeactivateSelf');

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * The person's language. The row's change reaches every instance's session cache (its trigger's
   * notification), and the answer waits until this one has heard it (caughtUp): the next request,
   * on any device, is answered in the new language.
   */
  async setLanguage(user: User, language: Language): Promise<CurrentUserJson> {
    if (!(await this.users.setLanguage(user.id, language))) throw new NotFoundException(msg('errors.users.notFound'));
    // Their open sockets, on every instance, get the bell's pushes in it from now on.
    await this.realtime.languageChanged(user.id, language);
    return toCurrentUserJson({ ...user, language });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** A page of people in name order, of some roles, searched, after a person (see UsersRepository.page). */
  page(filter: PeopleFilter): Promise<MemberJson[]> {
    return this.users.page(filter);
  }

  /** Team Management's page: members with their hourly rates (admins only reach it). */
  team(filter: PeopleFilter): Promise<TeamMemberJson[]> {
    return this.users.teamPage(filter);
  }

  /**
   * Sets a person's hourly rate (null clears it). Clients are not paid by the hour: 400. The
   * answer carries the rate, for the admin who set it.
   */
  async setPayRate(id: string, hourlyRate: string | null): Promise<TeamMemberJson> {
    const role = await this.users.roleOf(id);
    if (role === null) throw new NotFoundException(msg('errors.users.notFound'));
    if (role === 'client') throw new BadRequestException(msg('errors.users.payRateForClient'));
    const member = await this.users.setPayRate(id, hourlyRate === null ? null : fromCents(toCents(hourlyRate)));
    if (!member) throw new NotFoundException(msg('errors.users.notFound'));
    return { ...toMemberJson(member), hourlyRate: member.hourlyRate };
  }

  /** Team Management's counts of everyone and of each role; with `search`, of those it finds (so a searched list can say how much of it is shown). */
  counts(search?: string): Promise<UserCounts> {
    return this.users.counts(search);
  }

  /** Changes a role; on a real change the user's sessions end and their sockets get `logout`. */
  async changeRole(id: string, role: Role): Promise<UserJson> {
    const { user, changed } = await this.dataSource.transaction(async (manager) => {
      // Serialise role changes so two admins cannot demote each other at the same time.
      await this.users.lockRoleChanges(manager);
      const target = await this.users.findForUpdate(manager, id);
      if (!target) throw new NotFoundException(msg('errors.users.notFound'));
      if (target.role === role) return { user: target, changed: false };
      if (target.role === 'admin' && target.deactivatedAt === null && (await this.users.otherActiveAdmins(manager, id)) === 0) {
        throw new ConflictException(msg('errors.users.lastAdminDemoted'));
      }
      target.role = role;
      await this.users.setRole(manager, id, role);
      await this.sessions.destroyAllForUser(id, manager);
      return { user: target, changed: true };
    });
    if (changed) this.realtime.toUserQuietly(id, { type: 'logout' });
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
      await this.users.lockRoleChanges(manager);
      const target = await this.users.findForUpdate(manager, id);
      if (!target) throw new NotFoundException(msg('errors.users.notFound'));
      const member: MemberJson = { ...toUserJson(target), active };
      if ((target.deactivatedAt === null) === active) return { member, deactivated: false };
      if (!active) {
        if (target.id === actor.id) throw new ConflictException(CANNOT_DEACTIVATE_SELF);
        if (target.role === 'admin' && (await this.users.otherActiveAdmins(manager, id)) === 0) throw new ConflictException(LAST_ACTIVE_ADMIN);
      }
      await this.users.setActive(manager, id, active);
      if (!active) await this.sessions.destroyAllForUser(id, manager);
      return { member, deactivated: !active };
    });
    if (deactivated) this.realtime.toUserQuietly(id, { type: 'logout' });
    return member;
  }
}
