// Cross-site request forgery defence: a browser request that changes something must come from the
// app's own origin. Browsers tell us where a request comes from (Sec-Fetch-Site, Origin) and a page
// on another site cannot forge either; SameSite=Lax cookies alone still let a same-site sibling
// (another port or subdomain) and old browsers through.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { msg } from '../i18n/message';

export const CROSS_SITE_REFUSED = msg('errors.common.crossSite');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (a browser navigation ends the session). */
const STATE_CHANGING_GETS = new Set(['/api/logout']);

export interface SameOriginOptions {
  /** PUBLIC_URL's origin: the address users reach the app at, in front of any proxy. */
  publicOrigin: string;
  /** Server-to-server routes with their own authentication (Stripe's signed webhook sends no Origin). */
  exemptRoutes: string[];
  /** The refusal's message (a msg() string) as the request's reader reads it; English text when not given. */
  localize?: (request: FastifyRequest, message: string) => string;
}

/**
 * A Fastify onRequest hook (the route is known by then, the body not yet read): refuses with 403
 * when the browser says the request is cross-site or same-site, or names an Origin that is
 * neither this server's (as the client reached it, proxies included when TRUST_PROXY is on) nor
 * PUBLIC_URL's. A request with neither header does not come from a browser page (curl, a server,
 * the tests) and carries no ambient credentials to abuse, so it passes. Routes are named by their
 * pattern (`request.routeOptions.url`), so a trailing slash or a query string changes nothing.
 */
export function sameOriginHook(options: SameOriginOptions) {
  const exempt = new Set(options.exemptRoutes);
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const route = request.routeOptions.url;
    if (route === undefined || exempt.has(route)) return done();
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(route)) return done();
    if (isSameOrigin(request, options.publicOrigin)) return done();
    // Sent here, before Nest's error filter could see it: the message is put in the reader's language by `localize`.
    const message = options.localize ? options.localize(request, CROSS_SITE_REFUSED) : 'Cross-site request refused';
    void reply.code(403).send({ statusCode: 403, message, error: 'Forbidden' });
  };
}

export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  // 'none' is the user's own action (typed address, bookmark): no other site involved.
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // request.protocol and request.host follow X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the hop.
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin === ownOrigin || origin === publicOrigin;
}
