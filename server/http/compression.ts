import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Brotli at quality 5 compresses nearly as well as 11 at a fraction of the CPU, so compressing on the fly stays cheap. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Brotli or gzip for every answer worth it: the app's JavaScript and CSS shrink about fourfold, which
 * is most of the first paint on a phone's network.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
}

/** Vite's hashed file names never change content: a year, immutable. Everything else revalidates. */
export function staticCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.\w+$/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Route options of a route that answers with `Precompressed`: the compression plugin's three hooks
 * (encoding chosen, request body inflated, answer compressed) would only find the work done, on
 * the routes searched the most. Their JSON bodies are never sent compressed.
 */
export const COMPRESSES_ITS_OWN = { compress: false, decompress: false } as const;

/**
 * An answer sent many times over (a cached search): compressed once per encoding, not once per
 * request. A city's hotel list is some 200 KB of JSON that brotli makes a tenth of that, and
 * compressing it on every request would cost more than finding it.
 */
export class Precompressed {
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(readonly body: Buffer) {}

  send(request: FastifyRequest, reply: FastifyReply) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepts)) {
      this.br ??= brotliCompressSync(this.body, BROTLI_OPTIONS);
      return reply.header('Content-Encoding', 'br').send(this.br);
    }
    if (/\bgzip\b/.test(accepts)) {
      this.gzip ??= gzipSync(this.body);
      return reply.header('Content-Encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.body);
  }
}
