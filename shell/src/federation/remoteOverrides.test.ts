import { withDevOverrides } from './remoteOverrides';

const LISTED = { mf_field: '/remotes/mf-field/mf-manifest.json', mf_chat: '/remotes/mf-chat/mf-manifest.json' };
const DEV_FIELD = 'http://localhost:3002/mf-manifest.json';

describe('withDevOverrides', () => {
  const nodeEnv = process.env.NODE_ENV;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    warn.mockRestore();
  });

  describe('in a development build', () => {
    beforeEach(() => {
      process.env.NODE_ENV = 'development';
    });

    it("takes a remote's entry from this browser's localStorage", () => {
      localStorage.setItem('groundwork.remote.mf_field', DEV_FIELD);
      expect(withDevOverrides(LISTED, '', localStorage)).toEqual({ ...LISTED, mf_field: DEV_FIELD });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`mf_field is loaded from ${DEV_FIELD}`));
    });

    it('remembers ?remote.<name>= and forgets it with an empty value', () => {
      expect(withDevOverrides(LISTED, `?remote.mf_field=${encodeURIComponent(DEV_FIELD)}`, localStorage).mf_field).toBe(DEV_FIELD);
      expect(localStorage.getItem('groundwork.remote.mf_field')).toBe(DEV_FIELD);
      expect(withDevOverrides(LISTED, '?tab=2', localStorage).mf_field).toBe(DEV_FIELD);
      expect(withDevOverrides(LISTED, '?remote.mf_field=', localStorage)).toEqual(LISTED);
      expect(localStorage.getItem('groundwork.remote.mf_field')).toBeNull();
    });

    it('adds no remote the server does not list', () => {
      localStorage.setItem('groundwork.remote.mf_elsewhere', DEV_FIELD);
      expect(withDevOverrides(LISTED, '', localStorage)).toEqual(LISTED);
    });
  });

  it('a production build ignores the override and the query parameter', () => {
    process.env.NODE_ENV = 'production';
    localStorage.setItem('groundwork.remote.mf_field', DEV_FIELD);
    expect(withDevOverrides(LISTED, `?remote.mf_chat=${encodeURIComponent(DEV_FIELD)}`, localStorage)).toEqual(LISTED);
    expect(localStorage.getItem('groundwork.remote.mf_chat')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
