// The messages between the page and the service worker (sw.ts), typed once for both sides.

/** Page -> worker: keep these remotes' code on the device (container name -> entry URL), drop every other remote's. */
export interface CacheRemotesMessage {
  type: 'CACHE_REMOTES';
  remotes: Record<string, string>;
}

/** Worker -> the page that asked: the remotes now kept on the device (their names). */
export interface RemotesCachedMessage {
  type: 'REMOTES_CACHED';
  remotes: string[];
}

/** The prefix of the one cache per kept remote (`groundwork-remote-mf_field`). */
export const REMOTE_CACHE_PREFIX = 'groundwork-remote-';
