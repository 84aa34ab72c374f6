import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allPageRoutes } from '../../../src/app/router';
import { decideRoute, ROUTES } from '../../../src/domain';
import { SAMPLE_PATHS } from '../domain/routing/samples';

const pageRoutes = await allPageRoutes();

describe('the client router and the shared route table agree', () => {
  it.each(ROUTES.map((r) => [r.id, r.pattern] as const))('%s (%s) has a screen of its own, not the catch-all', (id) => {
    const path = SAMPLE_PATHS[id];
    expect(decideRoute(path, '')).toMatchObject({ kind: 'page' });
    const matches = matchRoutes(pageRoutes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf, `no route for ${path}`).toBeDefined();
    expect(leaf?.path, `only the catch-all matches ${path}`).not.toBe('*');
  });

  it('every client route is a pattern of the shared table', () => {
    // An optional last parameter (`/international-flight/:iata?`) covers the path with and without it.
    const patterns = new Set(ROUTES.flatMap((r) => {
      const pattern = r.pattern.replace(/\/$/, '') || '/';
      return pattern.endsWith('?') ? [pattern, pattern.slice(0, -1), pattern.replace(/\/:[^/]+\?$/, '') || '/'] : [pattern];
    }));
    const paths: string[] = [];
    const walk = (routes: typeof pageRoutes, base: string) => {
      for (const route of routes) {
        const full = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
        if (route.path !== '*' && (route.path !== undefined || route.index) && (route.Component || route.lazy || route.element)) paths.push(full.replace(/\/$/, '') || '/');
        if (route.children) walk(route.children, full);
      }
    };
    walk(pageRoutes, '');
    expect(paths.filter((p) => !patterns.has(p))).toEqual([]);
  });
});
