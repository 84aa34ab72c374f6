import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// ── Request ids ──────────────────────────────────────────────────────────────────────────────

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request this code runs for, if any: carried into the outbox rows and log lines it causes. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** A load balancer's X-Request-Id is kept when it looks like one; otherwise each request gets its own. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,100}$/.test(given) ? given : randomUUID();
}

/** Echoes the request id in a response header and makes it the current one for everything the request causes. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    context.enterWith({ requestId: request.id });
    reply.header('x-request-id', request.id);
    done();
  });
}

// ── Logs ─────────────────────────────────────────────────────────────────────────────────────

/** Query parameters whose values never reach a log: tokens, codes, passwords, card and national numbers. */
const SECRET_PARAMS = /([?&](?:access_token|token|refresh_token|code|password|pan|cvv2|pin|national_?code|nationalCode)=)[^&#]*/gi;
export const scrubUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * JSON logs (pino) for the server process: the request line without secrets in its query, the
 * request id on every line written while serving it (provider calls and jobs it triggers too),
 * and the usual secret-bearing fields redacted wherever they are logged.
 */
export function logOptions(level = process.env.LOG_LEVEL || 'info'): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token', '*.access_token', '*.refresh_token',
        '*.pan', '*.cvv2', '*.pin', '*.nationalCode', '*.national_code', '*.apiKey',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({ method: request.method, url: scrubUrl(request.url), host: request.host, remoteAddress: request.ip }),
    },
  };
}

// ── Metrics ──────────────────────────────────────────────────────────────────────────────────

export interface MetricSources {
  /** The database pool's connections (PostgreSQL), or undefined on the embedded database. */
  pool?: () => { total: number; idle: number; waiting: number } | undefined;
  /** Open live sockets of this process. */
  liveSockets?: () => number;
  /** Rows waiting: outbox messages by channel, payments without an outcome (read at scrape time). */
  backlog?: () => Promise<{ outbox: Record<string, number>; payments: number }>;
}

/**
 * What a dashboard plots, in Prometheus text at GET /metrics, one registry per server: requests by
 * route and status with latency, the database pool, live sockets, job runs and their time, the
 * outbox and payments backlog, bookings (order moves) and payments by product or gateway and outcome.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];
  readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by method, route and status', labelNames: ['method', 'route', 'status'], registers: this.registers });
  readonly latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'HTTP request time by method and route', labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: this.registers,
  });
  readonly jobRuns = new Counter({ name: 'job_runs_total', help: 'Background job runs by job and outcome', labelNames: ['job', 'outcome'], registers: this.registers });
  readonly jobItems = new Counter({ name: 'job_items_total', help: 'Rows a background job moved', labelNames: ['job'], registers: this.registers });
  readonly jobSeconds = new Histogram({ name: 'job_duration_seconds', help: 'Background job run time', labelNames: ['job'], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30], registers: this.registers });
  readonly orders = new Counter({ name: 'order_transitions_total', help: 'Orders moving to a status (Reserved, Paid, Issued, Expired, Cancelled, Refunded…) by product', labelNames: ['product', 'status'], registers: this.registers });
  readonly payments = new Counter({ name: 'payment_outcomes_total', help: 'Payments reaching an outcome by gateway and status', labelNames: ['gateway', 'status'], registers: this.registers });
  readonly liveRedis = new Counter({ name: 'live_redis_events_total', help: 'Live events over Redis by outcome: published, received, publish_failed (the events table still delivers those)', labelNames: ['outcome'], registers: this.registers });
  readonly liveReads = new Counter({ name: 'live_outbox_reads_total', help: 'Reads of the live events table by this process (one per interval while sockets are open, not per socket)', registers: this.registers });

  constructor(sources: MetricSources = {}) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'], registers: this.registers,
      collect() {
        const s = sources.pool?.();
        if (s) for (const [state, n] of Object.entries(s)) this.set({ state }, n);
      },
    });
    new Gauge({ name: 'live_sockets_open', help: 'Open live WebSockets of this process', registers: this.registers, collect() { this.set(sources.liveSockets?.() ?? 0); } });
    new Gauge({
      name: 'outbox_backlog', help: 'Outbox messages not yet sent, by channel', labelNames: ['channel'], registers: this.registers,
      async collect() {
        const b = await sources.backlog?.();
        for (const channel of ['sms', 'email']) this.set({ channel }, b?.outbox[channel] ?? 0);
      },
    });
    new Gauge({
      name: 'payments_without_outcome', help: 'Payments that went to a bank and have no outcome yet', registers: this.registers,
      async collect() { this.set((await sources.backlog?.())?.payments ?? 0); },
    });
  }

  /** Times one job run. */
  async job(name: string, run: () => Promise<number>): Promise<number> {
    const end = this.jobSeconds.startTimer({ job: name });
    try {
      const moved = await run();
      this.jobRuns.inc({ job: name, outcome: 'ok' });
      this.jobItems.inc({ job: name }, moved);
      return moved;
    } catch (error) {
      this.jobRuns.inc({ job: name, outcome: 'failed' });
      throw error;
    } finally {
      end();
    }
  }
}

/** Counts every answer and serves GET /metrics (METRICS_TOKEN, when set, is asked for as a Bearer token). */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token = process.env.METRICS_TOKEN || undefined) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) return reply.code(401).send({ data: null, meta: { message: 'دسترسی به سنجه‌ها مجاز نیست.' } });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
