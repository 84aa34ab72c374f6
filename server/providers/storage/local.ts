import { constants } from 'node:fs';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, STORAGE_UNAVAILABLE_FA, StorageError, type FileStorage } from './storage';

/** Files in one folder of this machine (UPLOAD_DIR): fine for one process, not for several machines. */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';

  constructor(readonly dir: string) {}

  /** The content type is not kept: the row's format says it when the file is read back. */
  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const file = path.join(this.dir, checkKey(key));
    try {
      await mkdir(this.dir, { recursive: true });
      // 'wx': a key is written once; an existing file is never overwritten.
      await writeFile(file, data, { flag: 'wx' });
    } catch (error) {
      throw new StorageError(STORAGE_UNAVAILABLE_FA, `cannot write ${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.dir, checkKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageError(STORAGE_UNAVAILABLE_FA, `cannot read ${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK | constants.R_OK);
  }
}
