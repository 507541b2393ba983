// A small cookie-carrying HTTP client for the checks (fetch, one session cookie per person).
export const SESSION_COOKIE = 'groundwork.sid';

export function sessionCookieFrom(response) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return line ? line.split(';')[0] : null;
}

/** One request; `cookie` logs it in, `headers` add to or override the defaults. */
export async function call(baseUrl, method, path, { body, cookie, headers = {}, redirect = 'manual' } = {}) {
  const response = await fetch(baseUrl + path, {
    method: method.toUpperCase(),
    redirect,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json, response };
}
