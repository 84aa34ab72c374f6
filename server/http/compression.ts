import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip for every answer worth it: the app's JavaScript and CSS shrink about fourfold, which
 * is most of the first paint on a phone's network. Brotli at quality 5 compresses nearly as well as
 * 11 at a fraction of the CPU, so compressing on the fly stays cheap.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/** Vite's hashed file names never change content: a year, immutable. Everything else revalidates. */
export function staticCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.\w+$/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
