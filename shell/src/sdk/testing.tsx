// Test helper for the shell and every remote (not part of the runtime bundle): a fresh store,
// a router and antd's App around the component.
import { render, type RenderOptions } from '@testing-library/react';
import App from 'antd/es/app';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import { api } from './api';
import { makeStore, type AppStore } from './store';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  store?: AppStore;
}

const liveStores = new Set<AppStore>();

/** Clears RTK Query's cache timers (keepUnusedDataFor) so jest can exit; run after each test. */
export function resetTestStores(): void {
  liveStores.forEach((store) => store.dispatch(api.util.resetApiState()));
  liveStores.clear();
}

export function renderWithProviders(ui: ReactElement, { route = '/', store = makeStore(), ...options }: ProvidersOptions = {}) {
  liveStores.add(store);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <App>{children}</App>
        </MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export interface MockRoute {
  status?: number;
  body?: unknown;
}

/**
 * Replaces global fetch with a table of `METHOD /api/path` -> response (or a function of the
 * request's init and its query, for answers that depend on them). Unlisted calls answer 404.
 * Returns the jest mock so tests can inspect calls.
 */
export function mockFetch(routes: Record<string, MockRoute | ((init: RequestInit | undefined, query: URLSearchParams) => MockRoute)>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const entry = routes[key];
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const { status = 200, body = null } =
      typeof entry === 'function' ? entry(init, query) : (entry ?? { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } });
    const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 404 ? 'Not Found' : 'OK',
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export { checkCatalogs } from './i18n/checkCatalogs';
export type { CatalogCheckOptions } from './i18n/checkCatalogs';
