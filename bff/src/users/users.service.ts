import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Role } from '../common/roles';
import { RealtimeService } from '../realtime/realtime.service';
import { SessionsService } from '../auth/sessions.service';
import { User } from './user.entity';
import { MemberJson, toUserJson, UserJson } from './user-json';
import { PeopleFilter, UserCounts, UsersRepository } from './users.repository';

/** The messaging audience: who each role may see in the people list. */
export const AUDIENCE: Record<Role, Role[]> = {
  admin: ['admin', 'foreman', 'worker', 'client'],
  foreman: ['admin', 'foreman', 'worker'],
  worker: ['admin', 'foreman', 'worker', 'client'],
  client: ['admin'],
};

export const LAST_ACTIVE_ADMIN = 'The last active admin cannot be deactivated';
export const DEACTIVATED_MEMBER = 'This member is deactivated';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

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
      if (!target) throw new NotFoundException('User not found');
      if (target.role === role) return { user: target, changed: false };
      if (target.role === 'admin' && target.deactivatedAt === null && (await this.users.otherActiveAdmins(manager, id)) === 0) {
        throw new ConflictException('The last admin cannot be demoted');
      }
      target.role = role;
      await this.users.setRole(manager, id, role);
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
      await this.users.lockRoleChanges(manager);
      const target = await this.users.findForUpdate(manager, id);
      if (!target) throw new NotFoundException('User not found');
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
    if (deactivated) await this.realtime.toUserQuietly(id, { type: 'logout' });
    return member;
  }
}
