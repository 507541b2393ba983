import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { shellInlineScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('shellInlineScriptHashes', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('allows each inline script of the built page by its hash, and no script with a src', () => {
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    const inline = "\n      document.documentElement.lang = 'es';\n    ";
    fs.writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      `<html><head><script defer="defer" src="/main.js"></script></head><body><div id="root"></div><script>${inline}</script></body></html>`,
    );
    expect(shellInlineScriptHashes(root)).toEqual([sha256(inline)]);
  });

  it('allows nothing more when the shell is not built', () => {
    expect(shellInlineScriptHashes(root)).toEqual([]);
  });
});
