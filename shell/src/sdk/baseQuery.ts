// The base query under every endpoint: /api, cookies, JSON, and for any non-OK answer the error
// text `${status}: ${body}` (errors.ts). Every write carries an `Idempotency-Key`. A read whose
// endpoint says `extraOptions: { keepOnDevice: true }` is kept on the device (offline/deviceReads)
// for the logged-in person, and answered from there when the network is down (not on an HTTP error).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

import { type ApiRequest, apiUrl } from './apiUrl';
import { takeEarly } from './earlyRequests';
import type { ApiError } from './errors';
import { i18n } from './i18n';
import { reportConnection } from './offline/connection';
import { keepRead, markServedFromDevice, storedRead } from './offline/deviceReads';
import { newIdempotencyKey } from './offline/idempotencyKey';
import { devicePerson } from './offline/person';

export type ApiArgs = string | ApiRequest;

export { API_BASE } from './apiUrl';
export type { ApiRequest, MultipartField } from './apiUrl';

/** An endpoint's `extraOptions`. */
export interface ApiExtraOptions {
  /** Keep this read's answers on the device for offline use (the field screens' reads). */
  keepOnDevice?: boolean;
}

/** What an answer said besides its body. */
export interface ApiMeta {
  /** `Idempotent-Replayed: true`: the server had done this write already and answered as the first time. */
  replayed: boolean;
  /** `Retry-After` (seconds) of a 409 "still in progress", 429 or 503. */
  retryAfter: string | null;
  /** Answered from the device: when that answer was loaded (ms since the epoch). */
  loadedAt?: number;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function multipartBody(fields: NonNullable<ApiRequest['multipart']>): FormData {
  const form = new FormData();
  for (const { name, value, filename } of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
}

/** The request id of the query this call runs for: how OfflineNotice knows which answers came from the device. */
function queryRequestId(api: { getState: () => unknown; queryCacheKey?: string }): string | undefined {
  if (!api.queryCacheKey) return undefined;
  const state = api.getState() as { api?: { queries?: Record<string, { requestId?: string } | undefined> } };
  return state.api?.queries?.[api.queryCacheKey]?.requestId;
}

export const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiError, ApiExtraOptions, ApiMeta> = async (args, baseApi, extraOptions) => {
  const { signal } = baseApi;
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const method = request.method ?? 'GET';
  // The language the person reads the app in: the server's messages come back in it (a logged-in
  // person's stored choice wins on the server; before login this is the only signal).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  if (method !== 'GET') headers['Idempotency-Key'] = request.idempotencyKey ?? newIdempotencyKey();
  if (request.multipart) {
    init.body = multipartBody(request.multipart);
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  const url = apiUrl(request);
  const person = method === 'GET' && extraOptions?.keepOnDevice ? devicePerson() : null;
  let response: Response;
  try {
    // A GET the entry script already started (src/startup) is not sent twice.
    const early = method === 'GET' ? takeEarly(url) : undefined;
    response = await (early ?? fetch(url, init));
  } catch (cause) {
    // Aborted by the app (a component left) says nothing about the network.
    if (!signal?.aborted) reportConnection(false);
    const stored = person ? await storedRead(person, url).catch(() => undefined) : undefined;
    if (stored) {
      const requestId = queryRequestId(baseApi);
      if (requestId) markServedFromDevice(requestId, stored.loadedAt);
      return { data: parseBody(stored.text), meta: { replayed: false, retryAfter: null, loadedAt: stored.loadedAt } };
    }
    return { error: { status: 'FETCH_ERROR', message: cause instanceof Error ? cause.message : String(cause) } };
  }
  reportConnection(true);

  const text = await response.text();
  const data = parseBody(text);
  const meta: ApiMeta = {
    replayed: response.headers?.get('Idempotent-Replayed') === 'true',
    retryAfter: response.headers?.get('Retry-After') ?? null,
  };
  if (!response.ok) {
    return { error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data }, meta };
  }
  // Kept in the background: the page does not wait for the device's storage.
  if (person) void keepRead(person, url, text).catch(() => undefined);
  return { data, meta };
};
