import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { decodeJwt } from 'jose';
import type { LiveClientMessage, ProposalRef } from '../../../src/contract';
import { BadRequest, HttpError } from '../../http/envelope';
import { query } from '../../http/schemas';
import type { Booking } from '../orders/booking';
import { LiveHub, type LiveClient, type LiveHubOptions, type LiveSocket } from './hub';

const UNAUTHORIZED = 4401;
const MAX_MESSAGE = 64 * 1024;

const isRef = (r: unknown): r is ProposalRef =>
  typeof r === 'object' && r !== null && typeof (r as ProposalRef).requestId === 'string' && typeof (r as ProposalRef).proposalId === 'string'
  && (r as ProposalRef).requestId.length <= 36 && (r as ProposalRef).proposalId.length <= 400;

function parse(data: unknown): LiveClientMessage | string {
  let m: Partial<LiveClientMessage> & { proposals?: unknown };
  try {
    m = JSON.parse(String(data)) as typeof m;
  } catch {
    return 'پیام باید JSON باشد.';
  }
  if (typeof m !== 'object' || m === null) return 'پیام باید یک شیء JSON باشد.';
  switch (m.type) {
    case 'ping':
      return { type: 'ping' };
    case 'auth':
      return typeof (m as { token?: unknown }).token === 'string' ? { type: 'auth', token: (m as { token: string }).token } : 'توکن را بفرستید.';
    case 'watch':
      return Array.isArray(m.proposals) && m.proposals.length > 0 && m.proposals.every(isRef) ? { type: 'watch', proposals: m.proposals } : 'فهرست پروازها (requestId و proposalId) را بفرستید.';
    case 'unwatch':
      if (m.proposals === undefined) return { type: 'unwatch' };
      return Array.isArray(m.proposals) && m.proposals.every(isRef) ? { type: 'unwatch', proposals: m.proposals } : 'فهرست پروازها معتبر نیست.';
    default:
      return 'نوع پیام باید watch، unwatch، auth یا ping باشد.';
  }
}

/** The first Persian message of a failure, as the socket reports it. */
function messageOf(error: unknown): string {
  if (error instanceof BadRequest) return Object.values(error.errors)[0]?.[0] ?? 'درخواست معتبر نیست.';
  return error instanceof Error && /[\u0600-\u06FF]/.test(error.message) ? error.message : 'این پیام پردازش نشد.';
}

/** GET /api/live: the WebSocket of order status and watched seat counts. */
export async function liveRoutes(app: FastifyInstance, { b, onHub, ...options }: { b: Booking; onHub?: (hub: LiveHub) => void } & LiveHubOptions) {
  const hub = new LiveHub(b, options);
  onHub?.(hub);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE } });
  app.addHook('onClose', () => hub.close());

  // Browsers cannot set headers on a WebSocket: the token may come as ?access_token=.
  const tokenFromQuery = async (request: FastifyRequest) => {
    const token = (request.query as { access_token?: string }).access_token;
    if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
  };

  app.route({
    method: 'GET',
    url: '/api/live',
    schema: {
      tags: ['live'],
      summary: 'WebSocket (upgrade): pushes the user’s order status changes and seat counts of watched proposals',
      description: 'Connect with ?access_token= or the Authorization header, or anonymously (seat counts only; send {type:"auth",token} to sign in). Send {type:"watch",proposals:[{requestId,proposalId}]}, {type:"unwatch"}, {type:"auth",token} or {type:"ping"}; receive hello, order, seats, pong and error messages (src/contract/live.ts). A plain GET answers 426.',
      security: [{ bearerAuth: [] }],
      querystring: query({ access_token: { type: 'string', maxLength: 4096, 'x-label': 'توکن' } }),
    },
    // A results page is often anonymous: no token watches seats; a token given must be valid.
    onRequest: [tokenFromQuery, async (request, reply) => {
      if (request.headers.authorization) await b.guards.requireUser(request, reply);
    }],
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new HttpError(426, 'این نشانی WebSocket است؛ با درخواست Upgrade وصل شوید.');
    },
    wsHandler: async (socket: LiveSocket, request: FastifyRequest) => {
      const client: LiveClient = { socket, userId: request.user?.sub ?? null, watches: new Map() };
      let expiry: NodeJS.Timeout | undefined;
      const expireAt = (token: string) => {
        clearTimeout(expiry);
        const exp = decodeJwt(token).exp ?? 0;
        expiry = setTimeout(() => socket.close(UNAUTHORIZED, 'token expired'), Math.max(0, exp * 1000 - Date.now()));
        expiry.unref();
      };
      if (client.userId) expireAt(request.headers.authorization!.slice(7).trim());
      socket.on('close', () => {
        clearTimeout(expiry);
        hub.remove(client);
      });
      socket.on('message', async (data: unknown) => {
        const m = parse(data);
        if (typeof m === 'string') return hub.send(client, { type: 'error', message: m });
        try {
          if (m.type === 'ping') hub.send(client, { type: 'pong' });
          else if (m.type === 'unwatch') hub.unwatch(client, m.proposals);
          else if (m.type === 'watch') for (const ref of m.proposals) await hub.watch(client, ref);
          else {
            const result = await b.guards.verify(m.token);
            if (!result.ok || (client.userId !== null && result.claims.sub !== client.userId)) {
              return hub.send(client, { type: 'error', message: 'توکن معتبر نیست.' });
            }
            if (client.userId === null) {
              client.userId = result.claims.sub;
              hub.send(client, { type: 'hello', userId: client.userId, serverTime: new Date().toISOString() });
            }
            expireAt(m.token);
          }
        } catch (error) {
          hub.send(client, { type: 'error', message: messageOf(error) });
        }
      });
      await hub.add(client);
      hub.send(client, { type: 'hello', userId: client.userId, serverTime: new Date().toISOString() });
    },
  });
}
