// How people are named and pictured everywhere (sidebar user block, team lists, chat).
import type { User } from './types';

type Named = Pick<User, 'firstName' | 'lastName'>;

/** Initials from first and last name, else 'U' (spec 1's avatar fallback). */
export function initialsOf(user: Named): string {
  const initials = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`.toUpperCase();
  return initials || 'U';
}

export function fullName(user: Named): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}
