import type { FastifyInstance } from 'fastify';
import type {
  CreateFareWatchRequest, FlexibleDatesRequest, PriceInsightRequest, PushSubscriptionRequest, PushUnsubscribeRequest, UpdateFareWatchChannelsRequest,
} from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import type { PushSender } from '../../providers/push';
import type { Catalog } from '../flight-catalog/catalog';
import { flexibleDates } from './flexible-dates';
import { insightOfCatalog } from './insight';
import { dropSubscription, keepSubscription } from './push';
import {
  channelsSchema, createSchema, flexibleDatesSchema, insightSchema, listSchema, publicKeySchema, removeSchema, subscribeSchema, unsubscribeSchema,
} from './schemas';
import { createWatch, listWatches, removeWatch, updateChannels } from './watches';

export interface FareWatchRouteDeps {
  ctx: ServerContext;
  catalog: Catalog;
  push: PushSender;
  /** Minutes from watching to the first re-check. */
  intervalMinutes: number;
  /** Whether e-mail is configured. */
  mail: boolean;
}

/** api/fare-watch: watches, this browser's push subscription, the flexible-dates grid and the price insight. */
export async function fareWatchRoutes(app: FastifyInstance, { ctx, catalog, push, mail, intervalMinutes }: FareWatchRouteDeps) {
  const base = '/api/fare-watch';
  const requireUser = ctx.guards.requireUser;
  const proposalsOf = catalog.currentProposals.bind(catalog);
  const insightOf = insightOfCatalog(ctx.db, ctx.ref, catalog);

  app.get(`${base}/Watches`, { schema: listSchema, onRequest: requireUser }, async (request) => ok(await listWatches(ctx.db, ctx.ref, currentUser(request).sub)));

  app.post<{ Body: CreateFareWatchRequest }>(`${base}/Watches`, { schema: createSchema, onRequest: requireUser }, async (request) => {
    const stored = await catalog.loadRequest(request.body.requestId);
    return ok(await createWatch({ db: ctx.db, ref: ctx.ref, now: ctx.now, proposalsOf, mail, intervalMinutes }, currentUser(request).sub, stored, request.body));
  });

  app.put<{ Params: { id: string }; Body: UpdateFareWatchChannelsRequest }>(`${base}/Watches/:id/Channels`, { schema: channelsSchema, onRequest: requireUser }, async (request) =>
    ok(await updateChannels({ db: ctx.db, ref: ctx.ref, mail }, currentUser(request).sub, request.params.id.toLowerCase(), request.body)));

  app.delete<{ Params: { id: string } }>(`${base}/Watches/:id`, { schema: removeSchema, onRequest: requireUser }, async (request) => {
    await removeWatch(ctx.db, currentUser(request).sub, request.params.id.toLowerCase());
    return ok(true);
  });

  app.get(`${base}/Push/PublicKey`, { schema: publicKeySchema }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok({ publicKey: push.publicKey });
  });

  app.post<{ Body: PushSubscriptionRequest }>(`${base}/Push/Subscriptions`, { schema: subscribeSchema, onRequest: requireUser }, async (request) => {
    const user = currentUser(request);
    await keepSubscription(ctx.db, user.sub, user.sid, request.body);
    return ok(true);
  });

  app.delete<{ Body: PushUnsubscribeRequest }>(`${base}/Push/Subscriptions`, { schema: unsubscribeSchema, onRequest: requireUser }, async (request) => {
    await dropSubscription(ctx.db, currentUser(request).sub, request.body.endpoint);
    return ok(true);
  });

  app.post<{ Body: FlexibleDatesRequest }>(`${base}/FlexibleDates`, { schema: flexibleDatesSchema }, async (request) => {
    const stored = await catalog.loadRequest(request.body.requestId);
    return ok(await flexibleDates(proposalsOf, stored.search, catalog.today()));
  });

  app.post<{ Body: PriceInsightRequest }>(`${base}/PriceInsight`, { schema: insightSchema }, async (request) => {
    const stored = await catalog.loadRequest(request.body.requestId);
    return ok(await insightOf(stored.search, catalog.today()));
  });
}
