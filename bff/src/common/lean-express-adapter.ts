// Nest's express adapter, with a lean path for what almost every handler returns: a JSON body.
// Nest replies through express's res.json(), which goes through res.send(): the body is made a
// Buffer, hashed for an ETag (SHA-1 of every GET body), the Content-Type parsed and rebuilt to add
// its charset, and the headers and body written as two chunks. Profiles of GET /api/auth/user put
// that at about a fifth of the request's CPU. The API answers are per user and change at any
// time (the clients revalidate nothing), so none of that work is of use to them.
import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Statuses that carry no body (express strips it too): the generic path handles them. */
function mayHaveBody(status: number): boolean {
  return status !== 204 && status !== 205 && status !== 304;
}

/**
 * Sends `body` as JSON with `status`: one string written with the headers (Node joins a string
 * body and the header block into one write), its length, no ETag. HEAD requests get the headers
 * only (Node drops the body of a HEAD response).
 */
export function sendJson(response: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('Content-Type', JSON_TYPE);
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.end(text);
}

export class LeanExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const status = statusCode ?? response.statusCode;
    // Only plain JSON values, and only when the handler did not choose a Content-Type of its own.
    const plainJson =
      typeof body === 'object' &&
      body !== null &&
      !(body instanceof StreamableFile) &&
      !(body instanceof Error) &&
      !ArrayBuffer.isView(body) &&
      response.getHeader('Content-Type') === undefined &&
      mayHaveBody(status);
    if (!plainJson) return super.reply(response, body, statusCode);
    sendJson(response, status, body);
    return response;
  }
}
