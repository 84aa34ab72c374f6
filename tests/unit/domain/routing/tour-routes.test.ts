import { describe, expect, it } from 'vitest';
import { decideRoute, pageMeta, routeById } from '../../../../src/domain/routing';
import { ORDER_ID } from './samples';

const routeOf = (path: string, search = '') => {
  const d = decideRoute(path, search);
  return d.kind === 'page' ? d.route.id : d.kind;
};

describe('tour routes', () => {
  it('serves the list and a tour page publicly', () => {
    expect(routeOf('/tour/')).toBe('tour');
    expect(routeOf('/tour/', '?destination=kish&month=1405-10&sort=cheapest')).toBe('tour');
    expect(routeOf('/tour/kish-4-days/')).toBe('tourPage');
    // Any case, as hotel slugs; the canonical address is lower case.
    expect(routeOf('/tour/Kish-4-Days/')).toBe('tourPage');
    expect(pageMeta('/tour/Kish-4-Days/', '').canonical).toBe('/tour/kish-4-days/');
    expect(routeById('tour').access).toBe('public');
    expect(routeById('tourPage').access).toBe('public');
  });

  it('puts the booking steps behind sign-in, before the tour page pattern', () => {
    expect(routeOf('/tour/book/', '?departure=d&hotel=h&adults=2')).toBe('tourBook');
    expect(routeOf(`/tour/confirm/${ORDER_ID}/`)).toBe('tourConfirm');
    expect(routeOf(`/tour/payment/${ORDER_ID}/`, '?paymentId=1')).toBe('tourPayment');
    expect(routeOf(`/tour/voucher/${ORDER_ID}/`)).toBe('tourVoucher');
    for (const id of ['tourBook', 'tourConfirm', 'tourPayment', 'tourVoucher'] as const) expect(routeById(id).access).toBe('protected');
    for (const path of ['/tour/confirm/', '/tour/payment/abc/', '/tour/voucher/', '/tour/confirm/', '/tour/payment/']) expect([path, routeOf(path)]).toEqual([path, 'not-found']);
    expect(pageMeta(`/tour/confirm/${ORDER_ID}/`, '')).toMatchObject({ title: 'تأیید و پرداخت تور | سفرآسا', noindex: true });
  });

  it('answers 404 for a slug that is not one', () => {
    for (const path of ['/tour/Kish_4/', '/tour/kish/extra/', `/tour/${'a'.repeat(81)}/`, '/tour/کیش/']) expect([path, routeOf(path)]).toEqual([path, 'not-found']);
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
