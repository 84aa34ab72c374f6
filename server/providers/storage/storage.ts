/**
 * Uploaded files (visa images) are kept through one FileStorage, chosen by configuration
 * (server/providers/storage/index.ts): a local folder by default, an S3-compatible bucket when
 * S3_BUCKET is set, so that every process behind the load balancer reads what any of them took.
 */

/** What a traveller reads when the store does not answer (a 503), whichever store it is. */
export const STORAGE_UNAVAILABLE_FA = 'ذخیره فایل در این لحظه ممکن نیست؛ کمی بعد دوباره تلاش کنید.';

/** The store could not be written or read; `messageFa` is what a traveller may read (a 503). */
export class StorageError extends Error {
  constructor(readonly messageFa: string, message: string, options?: { cause?: unknown }) {
    super(`storage: ${message}`, options);
    this.name = 'StorageError';
  }
}

export interface FileStorage {
  readonly name: 'local' | 's3';
  /** Keeps `data` under `key` (a file name: no '/', '..' or NUL); throws StorageError. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`; null when there are none. Throws StorageError when the store does not answer. */
  get(key: string): Promise<Buffer | null>;
  /** Throws when files cannot be kept or read now: the readiness check. */
  check(): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Keys are plain file names in both stores, so a visa_images row's `path` names the same file
 * in the folder and the bucket, and a key can never reach outside either.
 */
export function checkKey(key: string): string {
  if (!key || key.length > 200 || key.includes('/') || key.includes('\\') || key.includes('..') || key.includes('\0')) {
    throw new Error(`storage: not a file name: ${JSON.stringify(key.slice(0, 60))}`);
  }
  return key;
}
