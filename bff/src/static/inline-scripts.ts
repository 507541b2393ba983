// The shell's index.html carries one tiny inline script (the first paint in the reader's language:
// the page's lang and the splash's text, before any request). The Content-Security-Policy allows
// scripts from the app's origin only, so each inline script of the built page is allowed by its
// hash, read from the page as built: an edit of the script needs no edit here.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `<script>` elements without `src` and their text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP sources (`'sha256-...'`) of the inline scripts of shell/dist/index.html; none when it is not built. */
export function shellInlineScriptHashes(staticRoot: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
}
