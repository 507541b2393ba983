// The base query under every endpoint: /api, cookies, JSON, and for any non-OK answer the error
// text `${status}: ${body}` (errors.ts).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

import { type ApiRequest, apiUrl } from './apiUrl';
import { takeEarly } from './earlyRequests';
import type { ApiError } from './errors';

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
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: request.method ?? 'GET', credentials: 'include', headers, signal };
  if (request.body !== undefined) {
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
