import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { query } from '../http/schemas';

/**
 * The OpenAPI document, generated from the route schemas. Registered before the routes (it
 * collects them as they are added); served at GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Safarasa reference API',
        version: '1.0.0',
        description: 'The reference server of the Persian travel-booking app (SPEC §7). Every response is { data, meta }; a 400 carries meta.errors (field → Persian messages). Exceptions: connect/token answers the OAuth 2.0 token response, the blog answers the WordPress REST shape, images answer image bytes.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: ['health', 'flight-catalog', 'hotel-catalog', 'flight-configuration', 'flight-reservation', 'hotel-reservation', 'cip', 'tours', 'orders', 'payment', 'wallet', 'refund', 'visa', 'resellers', 'live', 'account', 'user-interactions', 'blog', 'images', 'meta'].map((name) => ({ name })),
    },
  });
}

export async function openApiRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { tags: ['meta'], summary: 'This document', querystring: query() } }, async () => app.swagger());
}
