import { describe, expect, it } from 'vitest';
import { decideRoute, pageMeta, routeById } from '../../../../src/domain/routing';

const routeOf = (path: string, search = '') => {
  const d = decideRoute(path, search);
  return d.kind === 'page' ? d.route.id : d.kind;
};

describe('tour routes', () => {
  it('serves the list and a tour page publicly', () => {
    expect(routeOf('/tour/')).toBe('tour');
    expect(routeOf('/tour/', '?destination=kish&month=1405-10&sort=cheapest')).toBe('tour');
    expect(routeOf('/tour/kish-4-days/')).toBe('tourPage');
    expect(routeById('tour').access).toBe('public');
    expect(routeById('tourPage').access).toBe('public');
  });

  it('answers 404 for a slug that is not one', () => {
    for (const path of ['/tour/Kish_4/', '/tour/kish/extra/', `/tour/${'a'.repeat(81)}/`]) expect([path, routeOf(path)]).toEqual([path, 'not-found']);
    expect(decideRoute('/tour', '')).toMatchObject({ kind: 'redirect', location: '/tour/' });
  });

  it('titles the list and a tour page, by its name when known', () => {
    expect(pageMeta('/tour/', '?destination=kish')).toMatchObject({ title: 'تورهای مسافرتی | سفرآسا', canonical: '/tour/' });
    expect(pageMeta('/tour/kish-4-days/', '', { tourTitleBySlug: (s) => (s === 'kish-4-days' ? 'تور کیش ۴ روزه' : undefined) }))
      .toMatchObject({ title: 'تور کیش ۴ روزه | سفرآسا', canonical: '/tour/kish-4-days/' });
    expect(pageMeta('/tour/kish-4-days/', '').title).toBe('تور مسافرتی | سفرآسا');
    expect(pageMeta('/tour/kish-4-days/', '').noindex).toBeUndefined();
  });
});
