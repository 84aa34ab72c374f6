import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import type { Database } from '../../../server/db';
import { openTestDatabase } from './test-database';

const SCRIPT = `export const greeting = ${JSON.stringify('سلام '.repeat(2000))};\n`;

describe('compression and caching of the app files', () => {
  let database: Database;
  let app: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'safar-compress-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><html><head><title>x</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`);
    writeFileSync(path.join(staticDir, 'assets', 'index-AbC123_x.js'), SCRIPT);
    writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{}');
    database = await openTestDatabase('pglite');
    app = await buildServer({ database, staticDir, sweepIntervalMs: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends hashed assets brotli-compressed and cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-AbC123_x.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzips pages for clients without brotli, and pages revalidate', async () => {
    const res = await app.inject({ url: '/about-us/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends plain bytes to clients that ask for none', async () => {
    const res = await app.inject({ url: '/assets/index-AbC123_x.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});
