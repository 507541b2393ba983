import { describeRemoteFailure } from './remoteFailure';

describe('describeRemoteFailure', () => {
  it('says which sdk version a remote needs when the shell provides another', () => {
    // The runtime's message, as the shell's errorLoadRemote hook passes it on (remotes.ts).
    const raw =
      'mf_field/JobSitesPage: [ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module shell-sdk does not satisfy the requirement of mf_field which needs ^1.0.0)';
    expect(describeRemoteFailure(raw)).toEqual({
      title: 'This section was built for another version of the app',
      detail: "It needs version ^1.0.0 of the shell's sdk and this app provides 0.1.0. The section must be rebuilt against this version of the app.",
      needsReload: true,
    });
  });

  it('reads the sdk components share the same way', () => {
    // As the runtime words it when it does not know the remote's name.
    const raw = 'Version 0.1.0 from shell of shared singleton module shell-sdk-ui does not satisfy the requirement of undefined which needs ^2.0.0)';
    expect(describeRemoteFailure(raw).detail).toMatch(/^It needs version \^2\.0\.0 of the shell's sdk and this app provides 0\.1\.0\./);
  });

  it('keeps any other failure as it came, under the general title', () => {
    expect(describeRemoteFailure('mf_field: Failed to fetch')).toEqual({
      title: 'This section could not be loaded',
      detail: 'mf_field: Failed to fetch',
      needsReload: false,
    });
    // Another singleton's mismatch is not the sdk's.
    const react = 'Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_field which needs ^20.0.0)';
    expect(describeRemoteFailure(react).title).toBe('This section could not be loaded');
  });
});
