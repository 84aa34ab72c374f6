import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { readProviders, readStorage } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db';
import { LocalFileStorage, S3FileStorage, StorageError, storageFrom } from '../../../server/providers/storage';
import { startS3Fake, type S3Fake } from '../../fakes/s3';
import { errorsOf, get, Inbox, PERSIAN, signIn } from './server-fixture';
import { openTestDatabase, storeKinds } from './test-database';

const IMAGE = '/api/visa/Submit/Image';

/** A multipart/form-data body with one file, as a browser sends UploadImage. */
function imageForm(data: Buffer, kind = 'Passport') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (app: FastifyInstance, auth: Record<string, string>, data: Buffer) => {
  const { payload, headers } = imageForm(data);
  return app.inject({ method: 'POST', url: '/api/visa/Submit/UploadImage', payload, headers: { ...headers, ...auth } });
};

const images = {
  jpeg: () => sharp({ create: { width: 420, height: 300, channels: 3, background: '#2a5aa0' } }).jpeg({ quality: 80 }).toBuffer(),
  png: () => sharp({ create: { width: 256, height: 256, channels: 4, background: '#ffffff80' } }).png().toBuffer(),
  webp: () => sharp({ create: { width: 300, height: 220, channels: 3, background: '#123' } }).webp().toBuffer(),
};

/**
 * Two server processes on one database, each with its own S3 client on one bucket (as two machines
 * behind the load balancer): what one takes, the other gives back, byte for byte.
 */
describe.each(storeKinds())('uploads on an S3-compatible store, two servers on %s', (kind) => {
  let s3: S3Fake;
  let database: Database & { url?: string };
  let second: Database | undefined;
  const apps: FastifyInstance[] = [];
  const storages: S3FileStorage[] = [];
  const uploadDirs: string[] = [];
  const inbox = new Inbox();
  let phone = 0;
  const user = () => signIn(apps[0]!, inbox, `0919${String(5_000_000 + ++phone).padStart(7, '0')}`);

  beforeAll(async () => {
    s3 = await startS3Fake({ bucket: 'visa-uploads' });
    database = await openTestDatabase(kind);
    second = kind === 'pglite' ? undefined : await openDatabase({ databaseUrl: database.url });
    for (const db of [database, second ?? database]) {
      const storage = new S3FileStorage({ ...s3.settings, timeoutMs: 2_000 });
      const uploadDir = mkdtempSync(path.join(tmpdir(), 's3-uploads-'));
      storages.push(storage);
      uploadDirs.push(uploadDir);
      apps.push(await buildServer({ database: db, otpSender: inbox, sweepIntervalMs: 0, welcomeGift: 0, storage, uploadDir }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const storage of storages) await storage.close();
    await second?.close();
    await database?.close();
    await s3?.close();
    for (const dir of uploadDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reads back through the second server, byte for byte, what the first one took', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const me = await user();
    for (const [format, make] of Object.entries(images)) {
      const data = await make();
      const res = await upload(a, me, data);
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json().data;
      const read = await get(b, `${IMAGE}/${id}`, me);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.rawPayload.equals(data)).toBe(true);
      expect(read.headers['content-type']).toBe(`image/${format}`);
      expect(read.headers['cache-control']).toBe('private, max-age=86400');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps the object in the bucket under the row\'s file name, and nothing on either server\'s disk', async () => {
    const me = await user();
    const data = await images.jpeg();
    const { id } = (await upload(apps[1]!, me, data)).json().data;
    expect(await s3.keys()).toContain(`${id}.jpg`);
    expect((await s3.object(`${id}.jpg`))!.equals(data)).toBe(true);
    for (const dir of uploadDirs) expect(readdirSync(dir)).toEqual([]);
  });

  it('gives an image to its owner only: another user 404, no token 401, a bad id 400', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const me = await user();
    const other = await user();
    const { id } = (await upload(a, me, await images.png())).json().data;
    const theirs = await get(b, `${IMAGE}/${id}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ data: null, meta: { message: 'این تصویر پیدا نشد.' } });
    expect((await get(b, `${IMAGE}/00000000-0000-4000-8000-000000000000`, me)).json().meta.message).toMatch(PERSIAN);
    expect((await get(b, `${IMAGE}/00000000-0000-4000-8000-000000000000`, me)).statusCode).toBe(404);
    expect((await get(b, `${IMAGE}/${id}`)).statusCode).toBe(401);
    expect(errorsOf(await get(b, `${IMAGE}/not-an-id`, me)).id).toEqual(['شناسه معتبر نیست.']);
    expect(errorsOf(await get(b, `${IMAGE}/..%2F..%2Fetc%2Fpasswd`, me)).id).toBeDefined();
  });

  it('is ready while the bucket answers; 503 naming storage, and uploads refused in Persian, when it does not', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const ready = await get(a, '/api/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    const me = await user();
    const { id } = (await upload(a, me, await images.jpeg())).json().data;

    await expect(new S3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow(/no-such-bucket/);

    await s3.stop();
    const down = await get(b, '/api/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json().meta.checks.database).toBe('ok');
    expect(down.json().meta.checks.storage).not.toBe('ok');
    expect(down.json().meta.message).toMatch(PERSIAN);
    const refused = await upload(b, me, await images.jpeg());
    expect(refused.statusCode).toBe(503);
    expect(refused.json().meta.message).toBe('ذخیره فایل در این لحظه ممکن نیست؛ کمی بعد دوباره تلاش کنید.');
    expect((await get(a, `${IMAGE}/${id}`, me)).statusCode).toBe(503);
  });
});

describe('the local folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps and gives back files by name, null when absent, and never overwrites one', async () => {
    const storage = new LocalFileStorage(path.join(dir, 'nested', 'uploads'));
    await storage.check();
    await storage.put('a.jpg', Buffer.from('first'), 'image/jpeg');
    expect((await storage.get('a.jpg'))!.toString()).toBe('first');
    expect(await storage.get('missing.jpg')).toBeNull();
    const again = await storage.put('a.jpg', Buffer.from('second'), 'image/jpeg').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(StorageError);
    expect((again as StorageError).messageFa).toMatch(PERSIAN);
    expect((await storage.get('a.jpg'))!.toString()).toBe('first');
  });

  it('refuses keys that are paths', async () => {
    const root = mkdtempSync(path.join(dir, 'keys-'));
    writeFileSync(path.join(root, 'secret.txt'), 'outside');
    const storage = new LocalFileStorage(path.join(root, 'uploads'));
    await storage.check();
    for (const key of ['../secret.txt', 'a/b.jpg', '..', 'a\\b.jpg', 'a\0.jpg', '/etc/passwd', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/not a file name/);
      await expect(storage.get(key), key).rejects.toThrow(/not a file name/);
    }
    expect(readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('outside');
    expect(readdirSync(root).sort()).toEqual(['secret.txt', 'uploads']);
    expect(readdirSync(path.join(root, 'uploads'))).toEqual([]);
  });

  it('fails its check where nothing can be written', async () => {
    writeFileSync(path.join(dir, 'a-file'), 'x');
    await expect(new LocalFileStorage(path.join(dir, 'a-file', 'uploads')).check()).rejects.toThrow();
  });
});

describe('storage settings from the environment', () => {
  const S3 = { S3_BUCKET: 'safar', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('is the upload folder unless S3_BUCKET is set', () => {
    expect(readStorage({})).toEqual({ provider: 'local', dir: path.resolve('data', 'uploads') });
    expect(readStorage({ DATA_DIR: '/srv/safar' })).toEqual({ provider: 'local', dir: '/srv/safar/uploads' });
    expect(readStorage({ UPLOAD_DIR: '/mnt/up', S3_ENDPOINT: 'http://minio:9000' })).toEqual({ provider: 'local', dir: '/mnt/up' });
    expect(readProviders({}).storage.provider).toBe('local');
    expect(storageFrom(readStorage({ UPLOAD_DIR: '/mnt/up' }))).toBeInstanceOf(LocalFileStorage);
  });

  it('reads the S3_* variables, with path-style by default only with an endpoint', () => {
    expect(readStorage({ ...S3, S3_ENDPOINT: 'http://minio:9000' })).toEqual({
      provider: 's3', bucket: 'safar', endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true, accessKeyId: 'key', secretAccessKey: 'secret',
    });
    expect(readStorage({ ...S3, S3_REGION: 'eu-central-1' })).toMatchObject({ endpoint: undefined, region: 'eu-central-1', forcePathStyle: false });
    expect(readStorage({ ...S3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ forcePathStyle: false });
    expect(readStorage({ ...S3, S3_FORCE_PATH_STYLE: 'TRUE' })).toMatchObject({ forcePathStyle: true });
    expect(readProviders({ ...S3 }).storage.provider).toBe('s3');
    const storage = storageFrom(readStorage({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:1' }));
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.name).toBe('s3');
  });

  it('stops the start, naming the variable, when one is missing or wrong', () => {
    expect(() => readStorage({ S3_BUCKET: 'safar' })).toThrow('S3_ACCESS_KEY_ID must be set with S3_BUCKET');
    expect(() => readStorage({ S3_BUCKET: 'safar', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: ' ' })).toThrow('S3_SECRET_ACCESS_KEY must be set with S3_BUCKET');
    expect(() => readProviders({ S3_BUCKET: 'safar', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => readStorage({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => readStorage({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
