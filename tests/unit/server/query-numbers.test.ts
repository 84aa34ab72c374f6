import { describe, expect, it } from 'vitest';
import { storeKinds } from './test-database';
import { errorsOf, Inbox, signIn, useServer } from './server-fixture';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: { type?: string | string[] };
}
type Operation = { parameters?: Parameter[] };

const NOT_FINITE = ['Infinity', '-Infinity', '1e400', 'NaN'];
const isNumeric = (p: Parameter) => [p.schema?.type].flat().some((t) => t === 'integer' || t === 'number');

/**
 * Every numeric query or path parameter of every route in the OpenAPI document, given a value
 * that is not a finite number, answers 400 with a Persian meta.errors on that parameter. The list
 * comes from the document, so a route added later is swept too.
 */
describe.each(storeKinds())('numeric parameters on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });

  it('refuse Infinity, -Infinity, 1e400 and NaN on every route', async () => {
    const auth = await signIn(f.app, inbox, '09147770011');
    const doc = (await f.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const swept: string[] = [];
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        const fill = (p: Parameter) => (isNumeric(p) ? '1' : '00000000-0000-4000-8000-000000000000');
        for (const target of parameters.filter((p) => p.in !== 'header' && isNumeric(p))) {
          for (const bad of NOT_FINITE) {
            const path = template.replace(/\{(\w+)\}/g, (_, name: string) => (target.in === 'path' && name === target.name ? bad : fill(parameters.find((p) => p.name === name && p.in === 'path')!)));
            const url = target.in === 'query' ? `${path}?${target.name}=${encodeURIComponent(bad)}` : path;
            const res = await f.app.inject({ method: method.toUpperCase() as 'GET', url, headers: auth });
            const label = `${method.toUpperCase()} ${url}`;
            expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
            expect(errorsOf(res)[target.name], label).toEqual([expect.stringMatching(/باید عدد/)]);
          }
          swept.push(`${template} ${target.name}`);
        }
      }
    }
    // The sweep saw the parameters the probes found, so it cannot pass by finding nothing.
    expect(swept).toEqual(expect.arrayContaining([
      '/api/wallet/WalletFlows/GetCurrentUserWalletFlows pageNumber',
      '/api/blog/wp-json/wp/v2/posts per_page',
      '/api/wallet/wallet/CurrentUserBalanceDifference totalPrice',
    ]));
    expect(swept.length).toBeGreaterThan(5);
  });
});
