// What a remote page that failed to load tells the person in front of it, in their language.
import { shellMessages } from '../messages';

export interface RemoteFailure {
  title: string;
  detail: string;
  /**
   * Only a page reload can help: the remote's container is loaded and refused. Re-registering it
   * to retry would remove it from the federation runtime with share-scope entries other remotes
   * still need (seen: the next remote failed with "Can not get 'antd/es/button'").
   */
  needsReload: boolean;
}

/**
 * The federation runtime's own refusal (for a remote registered by its remoteEntry.js, which has
 * no manifest to read first) of a remote built against an sdk the shell does not provide
 * (the sdk is shared strictly: shell/federation/shared-config.js), e.g. "Version 0.1.0 from shell
 * of shared singleton module shell-sdk does not satisfy the requirement of mf_field which needs
 * ^1.0.0)".
 */
const SDK_MISMATCH = /Version (\S+) from \S+ of shared singleton module shell-sdk(?:-ui)? does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/**
 * The shell's own refusal of such a remote, before any of its code runs (remotes.ts reads the sdk
 * version the remote's manifest declares): the error message, read back by describeRemoteFailure.
 */
export function sdkRefusal(remote: string, builtAgainst: string | undefined, provided: string): string {
  return `${remote} was built against sdk ${builtAgainst ?? 'of no stated version'}, this app provides sdk ${provided}`;
}

const SDK_REFUSAL = /(\S+) was built against sdk (\S+|of no stated version), this app provides sdk (\S+)/;

export function describeRemoteFailure(message: string): RemoteFailure {
  const refusal = SDK_REFUSAL.exec(message);
  if (refusal) {
    const [, , builtAgainst, provided] = refusal;
    return {
      title: 'This section was built for another version of the app',
      detail:
        builtAgainst === 'of no stated version'
          ? `It does not say which version of the shell's sdk it was built against, and this app provides ${provided}. The section must be rebuilt against this version of the app.`
          : `It was built against version ${builtAgainst} of the shell's sdk and this app provides ${provided}. The section must be rebuilt against this version of the app.`,
      needsReload: true,
    };
  }
  const mismatch = SDK_MISMATCH.exec(message);
  if (mismatch) {
    // The runtime does not always name the remote ("the requirement of undefined"): not repeated.
    const [, provided, required] = mismatch;
    return {
      title: shellMessages.t('remoteError.versionTitle'),
      detail: shellMessages.t('remoteError.versionText', { required, provided }),
      needsReload: true,
    };
  }
  return { title: shellMessages.t('remoteError.loadTitle'), detail: message, needsReload: false };
}
