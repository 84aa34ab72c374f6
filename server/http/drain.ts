import type { FastifyInstance } from 'fastify';

/** Longer than a load balancer's upstream keep-alive timeout (3 s in deploy/nginx.conf and the cluster test). */
const IDLE_GRACE_MS = Number(process.env.DRAIN_IDLE_MS) || 4_000;

/**
 * A rolling restart that loses nothing: once the process starts closing (SIGTERM → app.close()),
 * the listening socket is gone, so new connections go to another process; requests already
 * arriving on a kept-alive connection are still served in full (Fastify's default 503 would lose
 * a POST, which a load balancer must not repeat), and each answer closes its connection, so the
 * load balancer opens the next one elsewhere.
 * Node's server.close() would also close every idle kept-alive connection at once, racing the load
 * balancer, which may be sending a POST on one at that moment (a 502 it cannot retry). Idle ones are
 * left for the balancer to close after its own keep-alive timeout, or to carry one last request
 * answered with `Connection: close`; whatever is still idle after `idleGraceMs` is closed then.
 * Build the server with `return503OnClosing: false`.
 */
export function registerDrain(app: FastifyInstance, idleGraceMs = IDLE_GRACE_MS): { readonly draining: boolean } {
  const state = { draining: false };
  app.addHook('preClose', async () => {
    state.draining = true;
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    setTimeout(closeIdle, idleGraceMs).unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });
  return state;
}
