// The sidebar's open/collapsed state, remembered in the `sidebar_state` cookie for 7 days.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** true = expanded (16rem), false = collapsed to icons (3rem). Expanded when no cookie. */
export function readSidebarOpen(cookie: string = document.cookie): boolean {
  const match = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarOpen(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+B or Cmd+B. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'target'>): boolean {
  // Inside a text field Ctrl/Cmd+B belongs to the field (bold in editors), not the sidebar.
  const target = event.target as HTMLElement | null;
  const typing = target?.closest?.('input, textarea, select, [contenteditable="true"], [contenteditable=""]');
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !typing;
}
