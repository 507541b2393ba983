// The person last known to be logged in on this device, so that the app opens on their pages
// when it starts with no network (a phone on a job site with no signal): GET /api/auth/user then
// fails with a network error, not an answer, and the session is taken to be still the one it was.
// Written at every answer of GET /api/auth/user, removed on a 401 and at logout: a session the
// server has ended is never stood in for. Only a failed request (no answer at all) reads it.
import type { CurrentUser } from './types';

const KEY = 'groundwork.lastKnownUser';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the app works online as before
  }
}

export function rememberUser(user: CurrentUser): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(user));
  } catch {
    // full or blocked: nothing kept, the next offline start shows the login form
  }
}

export function forgetUser(): void {
  storage()?.removeItem(KEY);
}

/** The last known user, or null (never logged in here, logged out, or an unreadable copy). */
export function lastKnownUser(): CurrentUser | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as CurrentUser;
    return user && typeof user === 'object' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}
