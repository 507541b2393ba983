// Cross-site request forgery defence: a browser request that changes something must come from the
// app's own origin. Browsers tell us where a request comes from (Sec-Fetch-Site, Origin) and a page
// on another site cannot forge either; SameSite=Lax cookies alone still let a same-site sibling
// (another port or subdomain) and old browsers through.
import type { NextFunction, Request, Response } from 'express';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (a browser navigation ends the session). */
const STATE_CHANGING_GETS = new Set(['/api/logout']);

export interface SameOriginOptions {
  /** PUBLIC_URL's origin: the address users reach the app at, in front of any proxy. */
  publicOrigin: string;
  /** Server-to-server routes with their own authentication (Stripe's signed webhook sends no Origin). */
  exemptPaths: string[];
}

function changesState(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method) || STATE_CHANGING_GETS.has(path);
}

/**
 * Refuses with 403 when the browser says the request is cross-site or same-site, or names an
 * Origin that is neither this server's (as the client reached it, proxies included when
 * TRUST_PROXY is on) nor PUBLIC_URL's. A request with neither header does not come from a browser
 * page (curl, a server, the tests) and carries no ambient credentials to abuse, so it passes.
 */
export function sameOriginMiddleware(options: SameOriginOptions) {
  const exempt = new Set(options.exemptPaths);
  return (request: Request, response: Response, next: NextFunction): void => {
    const path = request.baseUrl + request.path;
    if (exempt.has(path) || !changesState(request.method, path)) return next();
    if (isSameOrigin(request, options.publicOrigin)) return next();
    response.status(403).json({ statusCode: 403, message: CROSS_SITE_REFUSED, error: 'Forbidden' });
  };
}

export function isSameOrigin(request: Request, publicOrigin: string): boolean {
  const fetchSite = request.get('sec-fetch-site');
  // 'none' is the user's own action (typed address, bookmark): no other site involved.
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.get('origin');
  if (origin === undefined) return true;
  // req.protocol and req.host follow X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the hop.
  const ownOrigin = `${request.protocol}://${request.host ?? ''}`;
  return origin === ownOrigin || origin === publicOrigin;
}
