// Where issue photos' bytes live. Keys are made by the server from ids it generated
// (`issue-photos/<issue>/<photo>.jpg`), never from anything a client sent.

export interface PhotoStorage {
  /** Stores `bytes` under `key`, replacing whatever was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the keys; a missing one is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');
