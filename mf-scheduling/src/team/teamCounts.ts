// Team Management's counts and filter (spec 2.9).
import type { Role, User } from 'shell/sdk';

export type RoleFilter = 'all' | 'admin' | 'foreman' | 'worker';

export interface TeamCounts {
  total: number;
  admin: number;
  foreman: number;
  worker: number;
}

export function teamCounts(members: readonly Pick<User, 'role'>[]): TeamCounts {
  const count = (role: Role) => members.filter((member) => member.role === role).length;
  return { total: members.length, admin: count('admin'), foreman: count('foreman'), worker: count('worker') };
}

export function filterByRole<T extends Pick<User, 'role'>>(members: readonly T[], filter: RoleFilter): T[] {
  return filter === 'all' ? [...members] : members.filter((member) => member.role === filter);
}
