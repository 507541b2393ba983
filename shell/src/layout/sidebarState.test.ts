import { isSidebarShortcut, readSidebarOpen, SIDEBAR_COOKIE_MAX_AGE, writeSidebarOpen } from './sidebarState';

describe('sidebar_state cookie', () => {
  afterEach(() => {
    document.cookie = 'sidebar_state=; path=/; max-age=0';
  });

  it('is expanded without a cookie and reads true/false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true; b=2')).toBe(true);
  });

  it('writes the state for 7 days on path /', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeSidebarOpen(false);
    expect(setter).toHaveBeenCalledWith(expect.stringContaining('sidebar_state=false; path=/; max-age=604800'));
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    setter.mockRestore();
    expect(readSidebarOpen()).toBe(false);
    writeSidebarOpen(true);
    expect(readSidebarOpen()).toBe(true);
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, target: document.body })).toBe(true);
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true, target: document.body })).toBe(true);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false, target: document.body })).toBe(false);
    // In a text field the keys belong to the field.
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, target: document.createElement('textarea') })).toBe(false);
  });
});
