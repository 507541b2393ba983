// Serves the built shell at /, each remote under /remotes/<folder>/, and /remotes.json.
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { precompressed } from './precompressed';

export const REMOTE_FOLDERS = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NOT_BUILT = 'The front end is not built yet: run npm start';
const API_OR_WS = /^\/(api|ws)(\/|$)/i;

function setCacheHeaders(response: Response, file: string): void {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else response.setHeader('Cache-Control', 'public, max-age=3600');
}

function notFound(response: Response): void {
  response.status(404).json({ statusCode: 404, message: 'Not found', error: 'Not Found' });
}

export function mountFrontEnd(app: Express, config: AppConfig): void {
  // One layer in the app's stack for all of the front end, passed over at once by /api and /ws
  // requests: as separate layers, every API request walked past each of them (a dozen path
  // matches) before reaching its route.
  const frontEnd = express.Router();
  app.use((request: Request, response: Response, next: NextFunction) => (API_OR_WS.test(request.path) ? next() : frontEnd(request, response, next)));
  const root = config.staticRoot;
  const remotesJson = JSON.stringify(config.remotes);
  // The app's ETag is off (see createApp); this file never changes while the server runs, so its
  // tag is worked out once and res.send still answers a matching If-None-Match with a 304.
  const remotesEtag = `"${createHash('sha1').update(remotesJson).digest('base64url')}"`;

  frontEnd.get('/remotes.json', (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', remotesEtag);
    response.type('application/json').send(remotesJson);
  });

  for (const folder of REMOTE_FOLDERS) {
    const dist = path.join(root, folder, 'dist');
    frontEnd.use(`/remotes/${folder}`, precompressed(dist, setCacheHeaders));
    frontEnd.use(`/remotes/${folder}`, express.static(dist, { index: false, fallthrough: true, setHeaders: setCacheHeaders }));
  }
  frontEnd.use('/remotes', (_request: Request, response: Response) => notFound(response));

  const shellDist = path.join(root, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  // Precompressed .br/.gz copies first, then the files themselves.
  frontEnd.use(precompressed(shellDist, setCacheHeaders));
  frontEnd.use(express.static(shellDist, { index: false, fallthrough: true, setHeaders: setCacheHeaders }));

  // The single-page app's fallback: every other page path gets the shell's index.html.
  frontEnd.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!fs.existsSync(indexHtml)) {
      response.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}

/** Origins of remotes hosted elsewhere, which the content security policy must allow. */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(config.remotes)) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a same-origin path
    }
  }
  return [...origins];
}
