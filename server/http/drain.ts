import type { FastifyInstance } from 'fastify';

/**
 * A rolling restart that loses nothing: once the process starts closing (SIGTERM → app.close()),
 * the listening socket is gone, so new connections go to another process; requests already
 * arriving on a kept-alive connection are still served in full (Fastify's default 503 would lose
 * a POST, which a load balancer must not repeat), and each answer closes its connection, so the
 * load balancer opens the next one elsewhere and the close does not wait out keep-alive timers.
 * Build the server with `return503OnClosing: false`.
 */
export function registerDrain(app: FastifyInstance): { readonly draining: boolean } {
  const state = { draining: false };
  app.addHook('preClose', async () => {
    state.draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });
  return state;
}
