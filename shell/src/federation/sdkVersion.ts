// Which remotes the shell's sdk can serve. Every remote's build writes the sdk version it was
// built against (the shell package's version) into its mf-manifest.json, as
// `metaData.sdkVersion` (shell/federation/shared-config.js). The shell reads it before any of the
// remote's code runs and refuses a remote whose version it does not satisfy, so such a remote
// shows a message in its content area instead of running on an sdk it does not know.

/** Where a remote's mf-manifest.json states the sdk version it was built against. */
export const SDK_VERSION_FIELD = 'sdkVersion';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * npm's caret rule, `provided` satisfies `^builtAgainst`: the same major and no older, where a
 * 0.x version's minor counts as its major (0.1.x and 0.2.0 are incompatible) and a 0.0.x
 * version's patch does too. A version that is not plain `major.minor.patch` is never accepted.
 */
export function sdkSatisfies(provided: string, builtAgainst: string): boolean {
  const have = parse(provided);
  const need = parse(builtAgainst);
  if (!have || !need) return false;
  // The first non-zero part of what the remote was built against must be equal.
  const fixed = need[0] > 0 ? 1 : need[1] > 0 ? 2 : 3;
  for (let part = 0; part < fixed; part++) if (have[part] !== need[part]) return false;
  for (let part = fixed; part < 3; part++) if (have[part] !== need[part]) return have[part] > need[part];
  return true;
}

/** The sdk version a remote's mf-manifest.json declares, or undefined when it states none. */
export function declaredSdkVersion(manifest: unknown): string | undefined {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const version = metaData?.[SDK_VERSION_FIELD];
  return typeof version === 'string' ? version : undefined;
}
