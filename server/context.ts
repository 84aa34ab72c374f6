import type { FastifyRequest } from 'fastify';
import type { AvailableResponse } from '../src/contract';
import type { AuthGuards } from './auth/guard';
import type { Db } from './db';
import type { Reference } from './reference';

/** What every service is given: the store, the seeded reference data and the clock. */
export interface ServerContext {
  db: Db;
  ref: Reference;
  /** The current instant; tests may fix it. */
  now: () => Date;
  /** onRequest hooks: requireUser (401 without a valid Bearer token) and optionalUser. */
  guards: AuthGuards;
  /** Called after every successful search (the search history records it for signed-in users). */
  onSearch?: (request: FastifyRequest, result: AvailableResponse) => Promise<void>;
}
