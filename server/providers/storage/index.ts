import { LocalFileStorage } from './local';
import { S3FileStorage, type S3Settings } from './s3';
import type { FileStorage } from './storage';

/** What server/config.ts reads from the environment: S3 when S3_BUCKET is set, otherwise UPLOAD_DIR. */
export type StorageSettings = { provider: 'local'; dir: string } | ({ provider: 's3' } & S3Settings);

export function storageFrom(settings: StorageSettings): FileStorage {
  switch (settings.provider) {
    case 'local':
      return new LocalFileStorage(settings.dir);
    case 's3': {
      const { provider: _provider, ...s3 } = settings;
      return new S3FileStorage(s3);
    }
  }
}

export { LocalFileStorage, S3FileStorage };
export { checkKey, StorageError } from './storage';
export type { FileStorage } from './storage';
export type { S3Settings } from './s3';
