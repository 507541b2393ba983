// The session cookie: a random token, signed with SESSION_SECRET, naming a row of `sessions` by
// the token's SHA-256. The signature lets a forged or stale cookie be refused without a query; the
// hash keeps the stored ids useless to whoever reads the table.
import { parse, serialize } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'groundwork.sid';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A new session: the token for the cookie and the id its row is stored under. */
export function newSession(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The Set-Cookie value for a new session: HttpOnly, SameSite=Lax, Path=/, Secure when the client came over https. */
export function sessionCookie(token: string, secret: string, expires: Date, secure: boolean): string {
  return serialize(SESSION_COOKIE, sign(token, secret), {
    path: '/',
    expires,
    maxAge: SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
    secure,
    sameSite: 'lax',
  });
}

/** The Set-Cookie value that makes the browser drop the session cookie. */
export function clearedSessionCookie(): string {
  return serialize(SESSION_COOKIE, '', { path: '/', expires: new Date(0), httpOnly: true, sameSite: 'lax' });
}

/** The signed session cookie's value in a Cookie header (the first one of that name, URI-decoded), or null. */
export function sessionCookieValue(header: string | undefined): string | null {
  // Most requests without a session send no cookie at all, or none of ours: skip the parse.
  if (!header || !header.includes(SESSION_COOKIE)) return null;
  return parse(header)[SESSION_COOKIE] || null;
}

/** The token of a signed cookie value when the signature is SESSION_SECRET's, else null. */
export function tokenOf(value: string, secret: string): string | null {
  const token = unsign(value, secret);
  return token === false || token === '' ? null : token;
}
