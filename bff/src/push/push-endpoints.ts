// Which addresses the server posts pushes to: a subscription's endpoint must be https on a host of
// PUSH_ENDPOINT_HOSTS (the browsers' push services by default), so no user can make the server
// send requests to an address of their choosing.
import type { PushEndpointHost } from '../config/app-config';

/** The endpoint as a URL when it is https on an allowed host and port (443 unless the entry names one), else null. */
export function allowedEndpoint(endpoint: string, hosts: readonly PushEndpointHost[]): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const hostname = url.hostname.toLowerCase();
  const port = url.port === '' ? 443 : Number(url.port);
  const allowed = hosts.some((entry) => entry.port === port && (entry.wildcard ? hostname.endsWith(`.${entry.host}`) : hostname === entry.host));
  return allowed ? url : null;
}
