import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Not, Repository } from 'typeorm';
import type { Role } from '../common/roles';
import { RealtimeService } from '../realtime/realtime.service';
import { SessionsService } from '../auth/sessions.service';
import { User } from './user.entity';
import { toUserJson, toUserSummaryJson, UserJson, UserSummaryJson } from './user-json';

/** Spec 6 messaging audience: who each role may see in the people list. */
export const AUDIENCE: Record<Role, Role[]> = {
  admin: ['admin', 'foreman', 'worker', 'client'],
  foreman: ['admin', 'foreman', 'worker'],
  worker: ['admin', 'foreman', 'worker', 'client'],
  client: ['admin'],
};

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

  async list(viewer: User): Promise<Array<UserJson | UserSummaryJson>> {
    if (viewer.role === 'admin') {
      const all = await this.users.find({ order: { firstName: 'ASC', lastName: 'ASC' } });
      return all.map(toUserJson);
    }
    const visible = await this.users.find({
      where: { role: In(AUDIENCE[viewer.role]), id: Not(viewer.id) },
      order: { firstName: 'ASC', lastName: 'ASC' },
    });
    return visible.map(toUserSummaryJson);
  }

  async listByRole(role: Role): Promise<UserJson[]> {
    const found = await this.users.find({ where: { role }, order: { firstName: 'ASC', lastName: 'ASC' } });
    return found.map(toUserJson);
  }

  /** The ids of everyone with a role (e.g. the admins an issue report tells), without loading them. */
  async idsWithRole(role: Role): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.users.query('SELECT id FROM users WHERE role = $1', [role]);
    return rows.map((row) => row.id);
  }

  /** Changes a role; on a real change the user's sessions end and their sockets get `logout`. */
  async changeRole(id: string, role: Role): Promise<UserJson> {
    const { user, changed } = await this.dataSource.transaction(async (manager) => {
      // Serialise role changes so two admins cannot demote each other at the same time.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:user-roles'))`);
      const target = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!target) throw new NotFoundException('User not found');
      if (target.role === role) return { user: target, changed: false };
      if (target.role === 'admin') {
        const admins = await manager.count(User, { where: { role: 'admin' } });
        if (admins <= 1) throw new ConflictException('The last admin cannot be demoted');
      }
      target.role = role;
      await manager.update(User, { id }, { role });
      await this.sessions.destroyAllForUser(id, manager);
      return { user: target, changed: true };
    });
    if (changed) await this.realtime.toUserQuietly(id, { type: 'logout' });
    return toUserJson(user);
  }
}
