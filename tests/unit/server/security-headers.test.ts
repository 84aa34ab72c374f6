import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { buildServer } from '../../../server/app';
import type { Database } from '../../../server/db';
import { bookedOrder } from './booking-helpers';
import { Inbox, post, signIn } from './server-fixture';
import { openTestDatabase } from './test-database';

const INDEX = '<!doctype html><html><head><title>x</title><script>window.boot=1</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

/** Every kind of answer carries the headers a scanner expects; inline scripts carry the nonce the CSP names. */
describe('security headers', () => {
  let staticDir: string;
  let database: Database;
  let app: FastifyInstance;
  let https: FastifyInstance;
  const inbox = new Inbox();
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'safar-headers-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    database = await openTestDatabase('pglite');
    const options = { database, staticDir, otpSender: inbox, sweepIntervalMs: 0, welcomeGift: 0 };
    app = await buildServer({ ...options, providers: { gateways: [{ key: 'sandbox' }, { key: 'sep', terminalId: '1', baseUrl: 'https://sep.example.test' }] } });
    https = await buildServer({ ...options, publicOrigin: 'https://safarasa.example' });
  });
  afterAll(async () => {
    await app?.close();
    await https?.close();
    await database?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const common = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(headers['permissions-policy'])).toContain('microphone=()');
    return csp;
  };

  it('on a page, the API, an image, a static file and a 404, with no HSTS over plain http', async () => {
    for (const url of ['/', '/about-us/', '/api/health', '/images/cities/tehran.svg', '/assets/app.js', '/api/nothing', '/no-such-page/']) {
      const res = await app.inject({ method: 'GET', url });
      common(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("a page's inline and module scripts carry this response's nonce, a new one each time", async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({ method: 'GET', url: '/' });
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1]!;
    const n1 = nonceOf(common(first.headers));
    expect(first.body).toContain(`<script nonce="${n1}">window.boot=1</script>`);
    expect(first.body).toContain(`<script nonce="${n1}" type="module" src="/assets/app.js">`);
    expect(nonceOf(String(second.headers['content-security-policy']))).not.toBe(n1);
    // Text a request puts into a page never gets a nonce, even were it to come through as a tag.
    const injected = await app.inject({ method: 'GET', url: '/%22%3E%3Cscript%3Ealert(1)%3C/script%3E/' });
    expect(injected.body).not.toMatch(/<script nonce="[^"]*">alert/);
    expect(injected.body.match(/<script nonce=/g)).toHaveLength(2);
  });

  it("the bank's form pages: their scripts carry the nonce, and forms may go only to this site and the configured banks", async () => {
    const auth = await signIn(app, inbox, '09121110001');
    const order = await bookedOrder(app, auth, { days: 40 });
    const pay = (await post(app, '/api/payment/Pay/Create', { orderId: order.id }, auth)).json().data;
    const authority = pay.url.split('/').pop();
    const form = { pan: '6037991111111112', cvv2: '123', month: '12', year: '99', pin: '123456' };
    const back = await app.inject({ method: 'POST', url: `/api/payment/Sandbox/Pay/${authority}`, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const csp = common(back.headers);
    expect(back.body).toContain(`<script nonce="${/'nonce-([^']+)'/.exec(csp)![1]}">document.forms[0].submit()</script>`);
    expect(csp).toContain("form-action 'self' https://sep.example.test");
  });

  it('HSTS when the site is https', async () => {
    const res = await https.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("written once, they are the headers helmet writes per request, with this response's nonce and host", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'safarasa.example:8443' } });
    const nonce = /'nonce-([^']+)'/.exec(common(res.headers))![1]!;
    const fromHelmet = new Map<string, string>();
    const perRequest = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"], scriptSrc: ["'self'", `'nonce-${nonce}'`], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'], connectSrc: ["'self'", 'ws://safarasa.example:8443 wss://safarasa.example:8443'], workerSrc: ["'self'"], manifestSrc: ["'self'"],
          objectSrc: ["'none'"], baseUri: ["'self'"], frameAncestors: ["'none'"], formAction: ["'self'", 'https://sep.example.test'], reportUri: ['/api/csp-report'],
        },
      },
      strictTransportSecurity: false, referrerPolicy: { policy: 'strict-origin-when-cross-origin' }, crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' }, xFrameOptions: { action: 'deny' },
    });
    const res2 = { setHeader: (n: string, v: string) => fromHelmet.set(n.toLowerCase(), v), removeHeader: (n: string) => fromHelmet.delete(n.toLowerCase()) };
    perRequest({} as IncomingMessage, res2 as unknown as ServerResponse, () => {});
    for (const [name, value] of fromHelmet) expect(res.headers[name], name).toBe(value);
    // A Host that could end the directive is not written into it.
    const bad = await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'x;script-src *' } });
    expect(bad.statusCode).toBe(200);
    expect(String(bad.headers['content-security-policy'])).toContain('connect-src \'self\' ws://localhost wss://localhost');
  });

  it('takes violation reports as browsers send them', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src' } };
    const res = await app.inject({ method: 'POST', url: '/api/csp-report', payload: JSON.stringify(report), headers: { 'content-type': 'application/csp-report' } });
    expect(res.statusCode).toBe(204);
  });
});
