// Serves the built shell at /, each remote under /remotes/<folder>/, /remotes.json and the web app
// manifest (/manifest.webmanifest, named after COMPANY_NAME). The
// build writes `.br` and `.gz` twins of its scripts (shell/federation/shared-config.js):
// @fastify/static sends the twin the browser accepts (`preCompressed`), so nothing is compressed
// per request, and the plain file otherwise.
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';

export const REMOTE_FOLDERS = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
// sw.js: the browser compares it byte for byte to find a new version, so no copy may stand in
// for it; precache.json: a remote's list of files its service worker cache keeps, per deploy.
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'sw.js', 'precache.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Files whose twins the build writes: what is sent for them depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|json)$/i;
const TWIN_SUFFIX = /\.(br|gz)$/;
const NOT_BUILT = 'The front end is not built yet: run npm start';
const API_OR_WS = /^\/(api|ws)(\/|$)/i;

/** Cache rules by the served file's name (a twin's, `x.js.br`, counts as `x.js`). */
function setCacheHeaders(response: SetHeadersResponse, file: string): void {
  const name = path.basename(file).replace(TWIN_SUFFIX, '');
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else response.setHeader('Cache-Control', 'public, max-age=3600');
  if (COMPRESSIBLE.test(name)) response.setHeader('Vary', 'Accept-Encoding');
}

const STATIC_OPTIONS = {
  index: false,
  preCompressed: true,
  // Our Cache-Control (setCacheHeaders), not @fastify/send's `public, max-age=0`.
  cacheControl: false,
  setHeaders: setCacheHeaders,
} as const;

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ statusCode: 404, message: 'Not found', error: 'Not Found' });
}

/** True when `relative` names a file inside `root` (no way out of it through `..`). */
function isFileUnder(root: string, relative: string): boolean {
  const file = path.join(root, relative);
  if (!file.startsWith(root + path.sep)) return false;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The app's colour (shell/src/theme.ts's brand) and the page background (shell/public/index.html). */
const THEME_COLOR = '#c2410c';
const BACKGROUND_COLOR = '#f5f5f4';
/** What a phone's home screen shows under the icon: the company's name when it fits, else the app's. */
const SHORT_NAME_MAX = 12;

/** The web app manifest: what makes the app installable (the browser's install prompt, the home-screen icon). */
export function webAppManifest(companyName: string): Record<string, unknown> {
  return {
    id: '/',
    name: companyName,
    short_name: companyName.length <= SHORT_NAME_MAX ? companyName : 'Groundwork',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function mountFrontEnd(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const root = path.resolve(config.staticRoot);
  const manifestJson = JSON.stringify(webAppManifest(config.companyName));
  const manifestEtag = `"${createHash('sha1').update(manifestJson).digest('base64url')}"`;
  fastify.get('/manifest.webmanifest', (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Cache-Control', 'no-cache').header('ETag', manifestEtag);
    if (request.headers['if-none-match'] === manifestEtag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(manifestJson);
  });
  const remotesJson = JSON.stringify(config.remotes);
  // This file never changes while the server runs: its tag is worked out once.
  const remotesEtag = `"${createHash('sha1').update(remotesJson).digest('base64url')}"`;

  fastify.get('/remotes.json', (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Cache-Control', 'no-cache').header('ETag', remotesEtag);
    if (request.headers['if-none-match'] === remotesEtag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(remotesJson);
  });

  // Each remote's files (a missing one is Nest's JSON 404), then a 404 for any other /remotes path.
  for (const folder of REMOTE_FOLDERS) {
    await fastify.register(fastifyStatic, { ...STATIC_OPTIONS, root: path.join(root, folder, 'dist'), prefix: `/remotes/${folder}/`, decorateReply: false });
  }
  fastify.get('/remotes/*', (_request: FastifyRequest, reply: FastifyReply) => notFound(reply));

  // The shell: its files, and for every other page path its index.html (the single-page app's
  // fallback). No routes of its own (`serve: false`): the one below decides, with reply.sendFile.
  const shellDist = path.join(root, 'shell', 'dist');
  await fastify.register(fastifyStatic, { ...STATIC_OPTIONS, root: shellDist, serve: false });
  fastify.get('/*', (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const relative = request.params['*'];
    // An /api path no route matched (and /ws without an upgrade): Nest's JSON 404.
    if (API_OR_WS.test(`/${relative}`)) return reply.callNotFound();
    if (isFileUnder(shellDist, relative)) return reply.sendFile(relative);
    if (!isFileUnder(shellDist, 'index.html')) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.sendFile('index.html');
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
