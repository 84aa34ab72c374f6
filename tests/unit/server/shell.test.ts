import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db';
import { readConfig } from '../../../server/config';
import { openTestDatabase, storeKinds } from './test-database';

describe.each(storeKinds())('server shell on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'safar-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><title>app</title></html>');
    writeFileSync(path.join(staticDir, 'robots-test.txt'), 'static file');
    database = await openTestDatabase(kind);
    app = await buildServer({ database, staticDir });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a browser asking for /favicon.ico to the app icon, so no page logs a 404 for it', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('answers GET /api/health with the envelope, with or without a timestamp', async () => {
    for (const url of ['/api/health', `/api/health?timestamp=${Date.now()}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'ok' }, meta: {} });
    }
  });

  it('answers unknown API paths with a JSON 404 on both bases', async () => {
    for (const url of ['/api/nope', '/api/flight-catalog/Nope', '/account/nope', '/api']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ data: null, meta: { message: 'مسیر درخواستی پیدا نشد.' } });
    }
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
  });

  it('serves the app for every page path (history routing; redirects and 404s in pages.test.ts) and static files as they are', async () => {
    for (const url of ['/', '/flight/THR-MHD/?adults=1', '/profile/my-travels/', '/about-us/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('dir="rtl"');
    }
    const file = await app.inject({ method: 'GET', url: '/robots-test.txt' });
    expect(file.body).toBe('static file');
  });

  it('answers malformed JSON with 400 and meta.errors, never 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.errors.request[0]).toMatch(/[آ-ی]/);
  });
});

describe('server configuration and storage', () => {
  it('reads PORT, HOST, DATA_DIR and DATABASE_URL with defaults', () => {
    const defaults = readConfig({});
    expect(defaults.port).toBe(8080);
    expect(defaults.dataDir).toBe(path.resolve('data'));
    expect(defaults.databaseUrl).toBeUndefined();
    const custom = readConfig({ PORT: '9001', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://h/db' });
    expect(custom).toMatchObject({ port: 9001, dataDir: '/tmp/x', databaseUrl: 'postgres://h/db' });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('creates the embedded database in DATA_DIR on first start and reopens it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'safar-data-'));
    const dir = path.join(root, 'nested', 'data');
    const first = await openDatabase({ dataDir: dir });
    await first.close();
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    const again = await openDatabase({ dataDir: dir });
    const app = await buildServer({ database: again });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    await app.close();
    await again.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers page requests with a hint when the app is not built', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildServer({ database });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
    await app.close();
    await database.close();
  });
});
