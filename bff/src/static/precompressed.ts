// Serves the front-end build's precompressed twins (`<file>.br`, `<file>.gz`, written at build
// time by shell/federation/shared-config.js) to browsers that accept them, so the JavaScript goes
// out brotli-compressed without compressing on every request. Anything else falls through to
// express.static, which serves the plain file.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const COMPRESSIBLE = /\.(js|css|html|json)$/i;
/** Best first: brotli is ~15-20 % smaller than gzip on these bundles. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function precompressed(root: string, setHeaders: (response: Response, file: string) => void): RequestHandler {
  const base = path.resolve(root);
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !COMPRESSIBLE.test(request.path)) return next();
    // Whatever is sent for this URL depends on Accept-Encoding, the plain file included.
    response.vary('Accept-Encoding');
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(request.path));
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    if (!file.startsWith(base + path.sep)) return next();
    const encoding = ENCODINGS.find(
      (candidate) => request.acceptsEncodings(candidate.name) === candidate.name && fs.statSync(file + candidate.suffix, { throwIfNoEntry: false })?.isFile(),
    );
    if (!encoding) return next();
    setHeaders(response, file);
    response.setHeader('Content-Encoding', encoding.name);
    response.type(path.extname(file));
    response.sendFile(file + encoding.suffix, { dotfiles: 'deny' }, (error) => {
      if (!error || response.headersSent) return;
      response.removeHeader('Content-Encoding');
      next();
    });
  };
}
