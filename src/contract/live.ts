/**
 * Live updates: a WebSocket at /api/live, signed in with ?access_token=<the access token> (or the
 * Authorization header) or anonymous (seat counts only; an `auth` message signs it in later).
 * Messages are JSON text frames. Close codes: 4401 the token given is invalid or expired,
 * 1001 server shutting down.
 */
import type { OrderStatus } from './orders';
import type { ProposalRef } from './flight-reservation';

/** Client → server. */
export type LiveClientMessage =
  /** Start pushing seat counts of these proposals (at most 20 at a time); answered with one seats message each. */
  | { type: 'watch'; proposals: ProposalRef[] }
  /** Stop watching these, or all when proposals is left out. */
  | { type: 'unwatch'; proposals?: ProposalRef[] }
  /** Signs an anonymous socket in, or a fresh access token before the old one expires (the socket closes with 4401 when it does). */
  | { type: 'auth'; token: string }
  | { type: 'ping' };

/** Server → client. */
export type LiveServerMessage =
  /** userId null: anonymous (seats only). serverTime: the server's clock, so a hold's countdown follows it. */
  | { type: 'hello'; userId: string | null; serverTime: string }
  /** One of the user's orders changed status. */
  | { type: 'order'; orderId: string; status: OrderStatus; statusFa: string; at: string }
  /** A watched proposal's seats left changed (or the first count after watch). */
  | { type: 'seats'; requestId: string; proposalId: string; seatsLeft: number }
  | { type: 'pong' }
  /** Persian; the socket stays open. */
  | { type: 'error'; message: string };

