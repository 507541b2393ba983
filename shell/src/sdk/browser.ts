// Full-page navigations, behind one object so tests can observe them (jsdom cannot navigate).
export const browser = {
  go(url: string): void {
    window.location.href = url;
  },
};

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec 8 / 9: after 500 ms the browser goes to /api/login. */
export function redirectToLoginSoon(): void {
  window.setTimeout(() => browser.go('/api/login'), LOGIN_REDIRECT_DELAY_MS);
}
