import { describeRemoteFailure, sdkRefusal } from './remoteFailure';
import { declaredSdkVersion, sdkSatisfies } from './sdkVersion';

describe('sdkSatisfies: the shell serves a remote built against ^ its version', () => {
  it('accepts the same version and a newer one of the same major', () => {
    expect(sdkSatisfies('1.4.2', '1.4.2')).toBe(true);
    expect(sdkSatisfies('1.5.0', '1.4.2')).toBe(true);
    expect(sdkSatisfies('1.4.3', '1.4.2')).toBe(true);
  });

  it('refuses another major, and an older shell than the remote was built against', () => {
    expect(sdkSatisfies('2.0.0', '1.4.2')).toBe(false);
    expect(sdkSatisfies('0.1.0', '1.0.0')).toBe(false);
    expect(sdkSatisfies('1.4.1', '1.4.2')).toBe(false);
    expect(sdkSatisfies('1.3.9', '1.4.0')).toBe(false);
  });

  it("counts a 0.x version's minor as its major, and a 0.0.x version's patch", () => {
    expect(sdkSatisfies('0.1.5', '0.1.0')).toBe(true);
    expect(sdkSatisfies('0.2.0', '0.1.0')).toBe(false);
    expect(sdkSatisfies('0.1.0', '0.2.0')).toBe(false);
    expect(sdkSatisfies('0.0.3', '0.0.3')).toBe(true);
    expect(sdkSatisfies('0.0.4', '0.0.3')).toBe(false);
  });

  it('accepts nothing that is not plain major.minor.patch', () => {
    expect(sdkSatisfies('1.0.0', '^1.0.0')).toBe(false);
    expect(sdkSatisfies('1.0.0', '1.0')).toBe(false);
    expect(sdkSatisfies('1.0.0-beta.1', '1.0.0')).toBe(false);
    expect(sdkSatisfies('1.0.0', '')).toBe(false);
  });
});

describe('declaredSdkVersion', () => {
  it("reads the manifest's metaData.sdkVersion", () => {
    expect(declaredSdkVersion({ metaData: { name: 'mf_field', sdkVersion: '0.1.0' } })).toBe('0.1.0');
  });

  it('is undefined when the manifest states none or is not an object', () => {
    expect(declaredSdkVersion({ metaData: { name: 'mf_field' } })).toBeUndefined();
    expect(declaredSdkVersion({ metaData: { sdkVersion: 1 } })).toBeUndefined();
    expect(declaredSdkVersion(null)).toBeUndefined();
    expect(declaredSdkVersion('text')).toBeUndefined();
  });
});

describe("the shell's refusal, as the page shows it", () => {
  it('names the version the remote was built against and the one the app provides', () => {
    // As it reaches the error boundary: through the runtime's logger and the errorLoadRemote hook.
    const message = `mf_field/JobSitesPage: [ Federation Runtime ]: ${sdkRefusal('mf_field', '1.0.0', '0.1.0')}`;
    expect(describeRemoteFailure(message)).toEqual({
      title: 'This section was built for another version of the app',
      detail: "It was built against version 1.0.0 of the shell's sdk and this app provides 0.1.0. The section must be rebuilt against this version of the app.",
      needsReload: true,
    });
  });

  it('says so when the remote states no version', () => {
    const failure = describeRemoteFailure(sdkRefusal('mf_field', undefined, '0.1.0'));
    expect(failure.title).toBe('This section was built for another version of the app');
    expect(failure.detail).toMatch(/^It does not say which version of the shell's sdk it was built against, and this app provides 0\.1\.0\./);
  });
});
