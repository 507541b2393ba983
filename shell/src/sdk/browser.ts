// Full-page navigations, behind one object so tests can observe them (jsdom cannot navigate).
export const browser = {
  go(url: string): void {
    window.location.href = url;
  },
};

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** After 500 ms (the logged-out notice shows first) the browser goes to /api/login. */
export function redirectToLoginSoon(): void {
  window.setTimeout(() => browser.go('/api/login'), LOGIN_REDIRECT_DELAY_MS);
}
