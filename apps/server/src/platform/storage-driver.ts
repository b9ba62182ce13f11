/**
 * Where file bytes are kept. Metadata (owner, child, checksum) lives in the `files` table; a driver only stores
 * and returns bytes under keys the server made itself, never under a name a user chose. The local-disk driver is
 * the default; an S3-compatible driver implements the same three methods.
 */
export interface StorageDriver {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key; throws when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes the bytes under a key; nothing happens when there are none. */
  delete(key: string): Promise<void>;
}
