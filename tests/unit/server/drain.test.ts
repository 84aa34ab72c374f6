import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { openTestDatabase } from './test-database';

/** GET on a kept-alive connection; answers status, the Connection header and the body. */
function get(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a closing process (SIGTERM in server/main.ts) drains', () => {
  it('serves what is in flight in full, closes each connection after its answer', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildServer({ database, sweepIntervalMs: 0, drainIdleMs: 300 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    app.get('/api/test/slow', async () => {
      await held;
      return { data: 'done' };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });

    expect((await get(agent, port, '/api/health')).connection).toBe('keep-alive');
    const slow = get(agent, port, '/api/test/slow');
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 100));
    release();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('done');
    expect(answer.connection).toBe('close');
    await closed;

    // Not Fastify's 72 s keep-alive timeout: the kept-alive connections were closed with their answers.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(get(agent, port, '/api/health')).rejects.toThrow();
    agent.destroy();
    await database.close();
  });

  it('leaves an idle kept-alive connection to the load balancer: a request on it once closing began is served, not cut', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildServer({ database, sweepIntervalMs: 0, drainIdleMs: 1_500 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // One socket: the second request can only travel on the connection the first left idle.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(agent, port, '/api/health')).connection).toBe('keep-alive');

    const started = Date.now();
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 200));
    const late = await get(agent, port, '/api/health');
    expect(late.status).toBe(200);
    expect(late.connection).toBe('close');

    // A connection left idle past the grace is closed then, so closing still ends.
    expect((await get(new Agent({ keepAlive: true }), port, '/api/health').catch(() => 'refused'))).toBe('refused');
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
    await database.close();
  });
});
