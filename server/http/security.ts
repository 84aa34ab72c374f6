import { randomBytes, randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export interface SecurityOptions {
  /** The site's origin (PUBLIC_ORIGIN): HSTS is sent when it is https. */
  publicOrigin?: string | undefined;
  /** Where the browser may post forms besides this site: the banks that want a POSTed form (SEP, Mellat). */
  formTargets: readonly string[];
}

/** A fresh nonce per response for the server's own inline scripts (index.html's, a page's data, the bank forms). */
const NONCE = Symbol('cspNonce');
type WithNonce = IncomingMessage & { [NONCE]?: string };

/**
 * Nonces are cut from one buffer of the system's random bytes, refilled when used up: one call for
 * 256 responses instead of one each (a tenth of a search's time went to drawing 16 bytes).
 */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;
function freshNonce(): string {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

/** The nonce this response's inline scripts carry. */
export function cspNonce(reply: FastifyReply): string {
  const raw = reply.request.raw as WithNonce;
  return (raw[NONCE] ??= freshNonce());
}

/**
 * Where a response's nonce goes: marked once in the page template's own script tags (and the data
 * script the renderer adds), filled per response. Never added to whatever <script> a page happens
 * to contain: text injected into a page must stay without a nonce. Random per process, so no
 * request can guess it.
 */
export const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`;

/** Marks the template's script tags (index.html, read once at start). */
export function markScripts(html: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${NONCE_SLOT}"`);
}

/** This response's nonce in the marked places. */
export function fillNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_SLOT, nonce);
}

/** Browser features nobody here needs are off; the camera stays ours (passport photos for visas). */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Where browsers report a blocked script or frame (logged; the e2e suite fails on any). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** Stand-ins for the two per-response parts of the CSP, filled in `securityHeaders`. */
const NONCE_MARK = `noncemark${randomBytes(8).toString('hex')}`;
const HOST_MARK = `hostmark${randomBytes(8).toString('hex')}`;

/**
 * The headers a security scanner expects, from helmet: a CSP allowing only the site's own scripts
 * (a nonce for the inline ones, no 'unsafe-inline' for scripts; styles keep it, as Mantine writes
 * style attributes), frame-ancestors 'none' (neither the bank page nor the account can be framed),
 * nosniff, a referrer policy, a permissions policy, and HSTS when the site is https.
 *
 * helmet writes them once, at start, with marks where the nonce and the host go; each response gets
 * that list with the two filled in. Run per request, helmet re-validated every CSP directive and set
 * each header through its own middleware: a tenth of a cached search's time.
 */
export function securityHeaders({ publicOrigin, formTargets }: SecurityOptions): { fixed: readonly (readonly [string, string])[]; csp: (nonce: string, host: string | undefined) => string } {
  const https = publicOrigin?.startsWith('https://') ?? false;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'nonce-${NONCE_MARK}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", `ws://${HOST_MARK}`, `wss://${HOST_MARK}`],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...formTargets],
        reportUri: [CSP_REPORT_PATH],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Open by the app's own pages only; the images route is read by the same site.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const written = new Map<string, string>([['permissions-policy', PERMISSIONS_POLICY]]);
  const recorder = {
    setHeader: (name: string, value: string) => written.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => written.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  const fixed = [...written].filter(([name]) => name !== 'content-security-policy');
  const [beforeNonce, afterNonce] = written.get('content-security-policy')!.split(NONCE_MARK) as [string, string];
  const hostParts = afterNonce.split(HOST_MARK);
  // A process is nearly always asked by one name; its part of the policy is kept.
  let lastHost: string | undefined;
  let lastTail = hostParts.join('localhost');
  return {
    fixed,
    csp(nonce, host) {
      if (host !== lastHost) {
        lastHost = host;
        lastTail = hostParts.join(host && HOST.test(host) ? host : 'localhost');
      }
      return beforeNonce + nonce + lastTail;
    },
  };
}

/** A Host header as a CSP source: a name or address and a port, nothing that could end the directive. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const { fixed, csp } = securityHeaders(options);
  // The nonce is drawn here so that the CSP and the page's scripts carry the same one.
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    res.setHeader('content-security-policy', csp(cspNonce(reply), request.headers.host));
    for (let i = 0; i < fixed.length; i++) res.setHeader(fixed[i]![0], fixed[i]![1]);
    done();
  });

  // Violation reports (report-uri's application/csp-report, or Reporting API JSON): logged, answered 204.
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, { unparsed: String(body).slice(0, 500) });
    }
  });
  app.post(CSP_REPORT_PATH, { schema: { hide: true } }, async (request, reply) => {
    request.log.warn({ cspReport: request.body }, 'csp violation');
    return reply.code(204).send();
  });
}
