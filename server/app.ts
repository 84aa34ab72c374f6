import type { Agent as HttpsAgent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyFormbody from '@fastify/formbody';
import type { Database } from './db';
import { errorHandler, MESSAGES } from './http/envelope';
import { rejectNonFiniteNumbers, rejectNulCharacters } from './http/input-guard';
import { flightConfigurationRoutes } from './services/flight-configuration';
import { loadReference } from './reference';
import { flightCatalogRoutes } from './services/flight-catalog';
import { Catalog } from './services/flight-catalog/catalog';
import { ReferenceSupplier } from './inventory/reference-supplier';
import type { FlightSupplier } from './inventory/supplier';
import { ReferenceHotelSupplier } from './inventory/hotels/reference-supplier';
import type { HotelSupplier } from './inventory/hotels/supplier';
import { hotelCatalogRoutes } from './services/hotel-catalog';
import { HotelCatalog } from './services/hotel-catalog/catalog';
import { authGuards } from './auth/guard';
import { AccessTokens, loadSecret } from './auth/jwt';
import { accountRoutes } from './services/account';
import { SmsOtpSender, type OtpSender } from './services/account/sender';
import { readProviders, redisUrlOf, type ProviderConfig } from './config';
import { smsSenderFrom } from './providers/sms';
import type { SmsSender } from './providers/sms/sender';
import { mailerFrom } from './providers/mail';
import { storageFrom, type FileStorage } from './providers/storage';
import { formTargetsOf, gatewaysFrom } from './providers/payment';
import { registerSecurityHeaders } from './http/security';
import { registerDrain } from './http/drain';
import { Metrics, registerMetrics, registerRequestIds, requestIdOf } from './http/observability';
import type { LiveHub } from './services/live/hub';
import { rows } from './db/rows';
import type { Db } from './db';
import { sql } from 'drizzle-orm';
import { mailComposer, remindLapsingHolds, withNotices } from './services/notifications/notices';
import { sendMessages } from './services/notifications/outbox';
import { fareWatchRoutes } from './services/fare-watch';
import { checkWatches, fareWatchSettingsFrom, type FareWatchSettings } from './services/fare-watch/job';
import { insightOfCatalog } from './services/fare-watch/insight';
import { pushDelivery } from './services/fare-watch/push';
import { loadVapidKeys, WebPushSender, type PushSender } from './providers/push';
import { otpAddressLimitFrom } from './services/account/otp';
import { searchRecorder, userInteractionRoutes } from './services/user-interactions';
import { blogRoutes } from './services/blog';
import { imageRoutes } from './services/images';
import { supplierPhotoLookup } from './services/images/hotel-photos';
import { openApiRoute, registerOpenApi } from './services/openapi';
import { flightReservationRoutes } from './services/flight-reservation';
import { SeatInventory } from './services/flight-reservation/seats';
import { orderRoutes } from './services/orders';
import type { Booking } from './services/orders/booking';
import { liveRoutes } from './services/live';
import { healthRoutes, type ReadinessCheck } from './services/health';
import { liveOutbox, pruneLiveEvents } from './services/live/events';
import { RedisLiveBus } from './services/live/bus';
import { publishAfterCommit } from './services/live/after-commit';
import { sweepHolds } from './services/orders/holds';
import { registerEvery, registerJobs } from './jobs';
import { walletRoutes } from './services/wallet';
import { Wallet } from './services/wallet/ledger';
import { WELCOME_GIFT, welcomeGift } from './services/wallet/welcome-gift';
import { paymentRoutes } from './services/payment';
import { sweepPayments, type PaymentDeps } from './services/payment/settle';
import { issueOrder } from './services/flight-reservation/issue';
import { ticketRoutes } from './services/tickets';
import { hotelReservationRoutes } from './services/hotel-reservation';
import { cipRoutes } from './services/cip';
import { ReferenceCipSupplier } from './inventory/cip/reference-supplier';
import { tourRoutes } from './services/tours';
import { ReferenceTourSupplier } from './inventory/tours/reference-supplier';
import { RoomsLeftSupplier } from './services/hotel-reservation/availability';
import { refundRoutes } from './services/refund';
import { visaRoutes } from './services/visa';
import { linkResellerOrder, resellerRoutes } from './services/resellers';
import { sweepRefunds } from './services/refund/complete';
import { PdfRenderer } from './services/tickets/renderer';
import type { ServerContext } from './context';
import { registerCompression, staticCacheHeaders } from './http/compression';
import { pageAnswer, pageRoutes, readIndexHtml } from './pages';
import { flightPages } from './pages/flight-seed';
import { hotelPages } from './pages/hotel-seed';
import { productPages } from './pages/product-seed';
import { loadPageRenderer } from './pages/render';

export interface ServerOptions {
  database: Database;
  /** The built app; when missing, page requests answer 503 with a hint to build it. */
  staticDir?: string;
  /** The app's server build (npm run build:ssr); when present, pages come server-rendered. */
  ssrDir?: string;
  /** Fastify's logger: true for JSON logs on stdout, or pino options (tests pass a stream to read them). */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests may fix it. */
  now?: () => Date;
  /** Where flights come from; the deterministic reference inventory by default. */
  supplier?: FlightSupplier;
  /** Where hotels come from; the deterministic reference catalogue by default. */
  hotelSupplier?: HotelSupplier;
  /** Delivers sign-in codes; by default they are written to the server log. */
  otpSender?: OtpSender;
  /** Signs access tokens; when absent a secret is generated once and kept in the database. */
  jwtSecret?: string;
  /** How often background jobs (lapsed holds, refunds) run; 0 only on app.sweep(). Default 30 s. */
  sweepIntervalMs?: number;
  /** Chromium for PDF tickets; default CHROME_PATH, else /usr/bin/chromium. */
  chromePath?: string;
  /** The folder for uploaded visa images when no S3 bucket is configured; default UPLOAD_DIR, else DATA_DIR/uploads. */
  uploadDir?: string;
  /** Where uploaded files are kept (tests pass one); default the configured S3 bucket, else the folder above. */
  storage?: FileStorage;
  /** The site's origin for canonical links and the sitemap; default PUBLIC_ORIGIN, else the request's host. */
  publicOrigin?: string;
  /** Gift credit for a traveller's first issued order, rials; 0 turns it off. Default WELCOME_GIFT. */
  welcomeGift?: number;
  /** Sign-in codes one address may ask for per hour; default OTP_ADDRESS_LIMIT from the environment, else 20. */
  otpAddressLimit?: number;
  /** Fastify's trustProxy: behind a load balancer, the client's address comes from X-Forwarded-For. Default TRUST_PROXY. */
  trustProxy?: boolean | string;
  /** Which SMS provider, mailer, bank gateways and file storage; default readProviders() from the environment (sandbox, console, no mail, UPLOAD_DIR). */
  providers?: Partial<ProviderConfig>;
  /** Sends text messages (tests pass a recorder); default the configured provider. */
  smsSender?: SmsSender;
  /** How often the messages job runs beside the others; default 5 s (0: only on app.sweep()). */
  messagesIntervalMs?: number;
  /** Redis for live events across processes; default REDIS_URL. Unset: each process polls live_events every 250 ms. */
  redisUrl?: string;
  /** The Redis channel of live events; default safar:live (tests give each run its own). */
  redisChannel?: string;
  /** With Redis: how often each process reads live_events for what Redis missed; default 5 s. */
  liveCatchUpMs?: number;
  /** How long a closing process leaves idle kept-alive connections to the load balancer (http/drain.ts). */
  drainIdleMs?: number;
  /** Sends Web Push (tests pass one); default web-push with the VAPID keys of the environment or the database. */
  pushSender?: PushSender;
  /** The https.Agent pushes go through (tests trust their local push service's certificate); default Node's. */
  pushAgent?: HttpsAgent;
  /** How often watches are re-priced and how far a price must fall; default FARE_WATCH_INTERVAL_MINUTES, FARE_ALERT_DROP_PERCENT. */
  fareWatch?: Partial<FareWatchSettings>;
}

/** TRUST_PROXY: `true`, or the proxies' addresses or CIDRs (comma-separated); unset, the socket's address counts. */
function trustProxyFrom(raw = process.env.TRUST_PROXY?.trim()): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** What waits in the database, read when /metrics is scraped. */
async function backlogOf(db: Db) {
  const outbox = await rows<{ channel: string; n: number }>(db, sql`select channel, count(*)::int as n from outbox_messages where status = 'Pending' group by channel`);
  const [open] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payments where status in ('Pending', 'Reversing') and bank_token is not null`);
  return { outbox: Object.fromEntries(outbox.map((r) => [r.channel, r.n])), payments: open?.n ?? 0 };
}

/** Paths that belong to the API; anything else is a page of the app. */
export const API_PREFIXES = ['/api/', '/account/', '/images/'] as const;
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p.slice(0, -1) || url.startsWith(p));

export async function buildServer({ database, staticDir, ssrDir, logger = false, now = () => new Date(), supplier, hotelSupplier, otpSender, jwtSecret, sweepIntervalMs = 30_000, messagesIntervalMs = Math.min(5_000, sweepIntervalMs), chromePath, uploadDir, storage: givenStorage, publicOrigin = process.env.PUBLIC_ORIGIN || undefined, otpAddressLimit = otpAddressLimitFrom(), trustProxy = trustProxyFrom(), welcomeGift: giftAmount = WELCOME_GIFT, providers: providerOverrides, smsSender, redisUrl = redisUrlOf(), redisChannel, liveCatchUpMs, drainIdleMs, pushSender, pushAgent, fareWatch }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    // A load balancer's X-Request-Id is kept (requestIdOf), echoed back and carried into what the request causes.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // A closing process still serves what reaches it on open connections (http/drain.ts).
    return503OnClosing: false,
    // Form bodies (connect/token) and JSON; everything else is 415.
    bodyLimit: 1024 * 1024,
    // verbose: errors carry their schema, whose x-label / x-message give the Persian message.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: true, verbose: true, keywords: ['x-label', 'x-message'] } },
  });
  app.setErrorHandler(errorHandler);
  registerRequestIds(app);
  const drain = registerDrain(app, drainIdleMs);
  let hub: LiveHub | undefined;
  const metrics = new Metrics({
    pool: database.poolStats,
    liveSockets: () => hub?.size ?? 0,
    backlog: () => backlogOf(database.db),
  });
  registerMetrics(app, metrics);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('preValidation', rejectNonFiniteNumbers);

  const providers = { ...readProviders(), ...providerOverrides };
  await registerSecurityHeaders(app, { publicOrigin, formTargets: formTargetsOf(providers.gateways) });
  await registerCompression(app);
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await registerOpenApi(app);

  const secret = await loadSecret(database.db, jwtSecret);
  const access = new AccessTokens(secret, now);
  // Live events fan out over Redis once committed; the events table stays the record and the catch-up.
  const bus = redisUrl ? new RedisLiveBus({ url: redisUrl, channel: redisChannel, log: app.log, observe: (outcome, n) => metrics.liveRedis.inc({ outcome }, n) }) : undefined;
  // A plugin of its own registered before liveRoutes: Fastify closes plugins in reverse, so Redis closes after the hub.
  if (bus) await app.register(async (scope) => scope.addHook('onClose', () => bus.close()));
  const ctx: ServerContext = { db: bus ? publishAfterCommit(database.db, bus) : database.db, ref: await loadReference(database.db), now, guards: authGuards(access, database.db) };
  ctx.onSearch = searchRecorder(ctx);

  const storageSettings = providers.storage.provider === 'local' && uploadDir ? { provider: 'local' as const, dir: uploadDir } : providers.storage;
  const storage = givenStorage ?? storageFrom(storageSettings);
  if (!givenStorage) app.addHook('onClose', async () => storage.close?.());
  const readiness: Record<string, ReadinessCheck> = {
    storage: () => storage.check(),
    // A load balancer's health check on a kept-alive connection hears that this process is leaving.
    process: async () => {
      if (drain.draining) throw new Error('shutting down');
    },
  };
  // Without Redis live updates still arrive (the 5 s catch-up read): reported, not a reason to take traffic away.
  await app.register(healthRoutes, { db: database.db, checks: readiness, advisory: bus ? { redis: () => bus.ping() } : {} });
  await app.register(flightConfigurationRoutes, { ctx });
  const catalog = new Catalog(ctx, supplier ?? new ReferenceSupplier(ctx.ref));
  await app.register(flightCatalogRoutes, { ctx, catalog });
  const hotels = hotelSupplier ?? new ReferenceHotelSupplier(ctx.ref);
  // The catalog and hotel bookings see rooms left less our own holds and sales.
  const hotelRooms = new RoomsLeftSupplier(ctx.db, hotels);
  const hotelCatalog = new HotelCatalog(ctx, hotelRooms);
  await app.register(hotelCatalogRoutes, { catalog: hotelCatalog });
  const wallet = new Wallet(ctx.db);
  const sms = smsSender ?? smsSenderFrom(providers.sms, app.log);
  const mailer = mailerFrom(providers.mail);
  app.addHook('onClose', async () => mailer.close?.());
  const notices = { origin: publicOrigin ?? `http://localhost:${process.env.PORT ?? 8080}`, mail: mailer.enabled };
  const b: Booking = {
    db: ctx.db, catalog, seats: new SeatInventory(ctx.db, catalog.supplier), now, live: withNotices(liveOutbox(bus), notices, (product, status) => metrics.orders.inc({ product, status })), guards: ctx.guards, onIssued: welcomeGift(wallet, giftAmount),
  };
  await app.register(flightReservationRoutes, { b, onOrderCreated: linkResellerOrder });
  await app.register(resellerRoutes, { b });
  await app.register(orderRoutes, { b });
  const afterPaid = (orderId: string) => issueOrder(b, orderId);
  await app.register(walletRoutes, { b, wallet, afterPaid });
  const payment: PaymentDeps = { b, wallet, afterPaid, gateways: gatewaysFrom(providers.gateways, ctx.db), log: app.log,
    observe: (gateway, status) => metrics.payments.inc({ gateway, status }),
  };
  await app.register(paymentRoutes, payment);
  const renderer = new PdfRenderer(chromePath);
  await app.register(ticketRoutes, { b, renderer });
  await app.register(hotelReservationRoutes, { b, hotels: hotelRooms, ref: ctx.ref, renderer });
  const cip = new ReferenceCipSupplier();
  await app.register(cipRoutes, { b, supplier: cip, ref: ctx.ref, renderer });
  const tours = new ReferenceTourSupplier(ctx.ref, hotels);
  await app.register(tourRoutes, { b, supplier: tours, renderer });
  await app.register(refundRoutes, { b, wallet });
  await app.register(visaRoutes, { b, storage });
  await app.register(liveRoutes, { b, bus, catchUpMs: liveCatchUpMs, onRead: () => metrics.liveReads.inc(), onHub: (h) => (hub = h) });
  const push = pushSender ?? new WebPushSender(await loadVapidKeys(database.db), pushAgent ? { agent: pushAgent } : {});
  const watchSettings = { ...fareWatchSettingsFrom(), ...fareWatch };
  await app.register(fareWatchRoutes, { ctx, catalog, push, mail: mailer.enabled, intervalMinutes: watchSettings.intervalMinutes });
  const outboxDeps = { db: ctx.db, sms, mailer, composeMail: mailComposer(ctx.db, renderer, notices), push: pushDelivery(ctx.db, push), log: app.log };
  const jobs = {
    holds: () => sweepHolds(b), payments: () => sweepPayments(payment), refunds: () => sweepRefunds(b, wallet), liveEvents: () => pruneLiveEvents(ctx.db),
    reminders: () => remindLapsingHolds(ctx.db),
    fareWatches: () => checkWatches({ db: ctx.db, ref: ctx.ref, now, proposalsOf: (s) => catalog.currentProposals(s), settings: watchSettings, origin: notices.origin, mail: mailer.enabled, log: app.log }),
    messages: () => sendMessages(outboxDeps),
  };
  registerJobs(app, Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, () => metrics.job(name, job)])), sweepIntervalMs);
  registerEvery(app, messagesIntervalMs, () => metrics.job('messages', jobs.messages));
  await app.register(accountRoutes, { ctx, access, pepper: secret, sender: otpSender ?? new SmsOtpSender(sms), otpAddressLimit });
  await app.register(userInteractionRoutes, { ctx });
  await app.register(blogRoutes, { ctx });
  // Hotel photos are drawn from the facts of the same supplier the catalog sells from.
  await app.register(imageRoutes, { hotels: supplierPhotoLookup(hotels, ctx.ref.cities) });
  await app.register(openApiRoute);

  // Read once at start; page answers rewrite its head per page.
  // Pages without a declared icon (a PDF, JSON opened directly) make browsers ask for /favicon.ico.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301));
  const indexHtml = readIndexHtml(staticDir);
  if (indexHtml !== undefined && staticDir) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, setHeaders: staticCacheHeaders });
  }
  const render = indexHtml === undefined ? undefined : await loadPageRenderer(ssrDir, app.log);
  const pages = {
    staticDir, ref: ctx.ref, publicOrigin, render, flights: flightPages(ctx.ref, catalog, insightOfCatalog(ctx.db, ctx.ref, catalog)), hotels: hotelPages(hotelCatalog), products: productPages({ db: ctx.db, supplier: tours, now }, cip),
  };
  await app.register(pageRoutes, pages);
  const answerPage = indexHtml === undefined ? undefined : pageAnswer(indexHtml, pages);

  // Pages are a route (not just the not-found handler) so that the compression plugin, which
  // works per route, compresses them too; unknown API paths fall through to the JSON 404.
  if (answerPage) {
    app.get('/*', (request, reply) => (isApiPath(request.url.split('?')[0] ?? '/') ? reply.callNotFound() : answerPage(request, reply)));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ data: null, meta: { message: MESSAGES.notFound } });
    }
    if (!answerPage) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The app is not built: run `npm run build`.');
    }
    // SPEC §2's redirects and 404s, then the app (history routing) with this page's head.
    return answerPage(request, reply);
  });

  return app;
}
