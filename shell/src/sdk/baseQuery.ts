// The base query under every endpoint: /api, cookies, JSON, and for any non-OK answer the error
// text `${status}: ${body}` (errors.ts).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

import { type ApiRequest, apiUrl } from './apiUrl';
import { takeEarly } from './earlyRequests';
import type { ApiError } from './errors';
import { i18n } from './i18n';

export type ApiArgs = string | ApiRequest;

export { API_BASE } from './apiUrl';
export type { ApiRequest } from './apiUrl';

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = async (args, { signal }) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  // The language the person reads the app in: the server's messages come back in it (a logged-in
  // person's stored choice wins on the server; before login this is the only signal).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  const init: RequestInit = { method: request.method ?? 'GET', credentials: 'include', headers, signal };
  if (request.body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary.
    init.body = request.body;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  const url = apiUrl(request);
  let response: Response;
  try {
    // A GET the entry script already started (src/startup) is not sent twice.
    const early = init.method === 'GET' ? takeEarly(url) : undefined;
    response = await (early ?? fetch(url, init));
  } catch (cause) {
    return { error: { status: 'FETCH_ERROR', message: cause instanceof Error ? cause.message : String(cause) } };
  }

  const text = await response.text();
  const data = parseBody(text);
  if (!response.ok) {
    return { error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data } };
  }
  return { data };
};
