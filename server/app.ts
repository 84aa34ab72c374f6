import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from './db';
import { errorHandler, MESSAGES } from './http/envelope';
import { healthRoutes } from './services/health';

export interface ServerOptions {
  database: Database;
  /** The built app; when missing, page requests answer 503 with a hint to build it. */
  staticDir?: string;
  logger?: boolean;
}

/** Paths that belong to the API; anything else is a page of the app. */
export const API_PREFIXES = ['/api/', '/account/'] as const;
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p.slice(0, -1) || url.startsWith(p));

export async function buildServer({ database, staticDir, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Form bodies (connect/token) and JSON; everything else is 415.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: true } },
  });
  app.setErrorHandler(errorHandler);

  await app.register(healthRoutes, { db: database.db });

  const indexHtml = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasApp = Boolean(indexHtml && existsSync(indexHtml));
  if (hasApp && staticDir) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || request.method !== 'GET') {
      return reply.status(404).send({ data: null, meta: { message: MESSAGES.notFound } });
    }
    if (!hasApp) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The app is not built: run `npm run build`.');
    }
    // History routing: every page path gets the app, which routes on the client.
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
