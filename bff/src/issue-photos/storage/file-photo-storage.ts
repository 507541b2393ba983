// The default photo store: one file per key under DATA_DIR/uploads.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from './photo-storage';

/** A key is the server's own path of ids; anything else (`..`, an absolute path) is a bug, refused. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z]+$/;

export class FilePhotoStorage implements PhotoStorage {
  constructor(private readonly directory: string) {}

  private fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a photo key: ${key}`);
    return path.join(this.directory, key);
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await fs.writeFile(partial, bytes, { mode: 0o600 });
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.fileOf(key), { force: true })));
  }
}
