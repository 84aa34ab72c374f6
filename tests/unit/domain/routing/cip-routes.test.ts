import { describe, expect, it } from 'vitest';
import { decideRoute, pageMeta, routeById } from '../../../../src/domain/routing';
import { ORDER_ID } from './samples';

const routeOf = (path: string, search = '') => {
  const d = decideRoute(path, search);
  return d.kind === 'page' ? d.route.id : d.kind;
};

describe('CIP routes', () => {
  it('serves the product page publicly and the booking steps behind sign-in', () => {
    expect(routeOf('/cip/')).toBe('cip');
    expect(routeOf('/cip/', '?airport=IKA&kind=departure')).toBe('cip');
    expect(routeOf('/cip/book/', '?airport=IKA&kind=departure&date=1405-09-19')).toBe('cipBook');
    expect(routeOf(`/cip/confirm/${ORDER_ID}/`)).toBe('cipConfirm');
    expect(routeOf(`/cip/payment/${ORDER_ID}/`, '?paymentId=1')).toBe('cipPayment');
    expect(routeOf(`/cip/voucher/${ORDER_ID}/`)).toBe('cipVoucher');
    expect(routeById('cip').access).toBe('public');
    for (const id of ['cipBook', 'cipConfirm', 'cipPayment', 'cipVoucher'] as const) expect(routeById(id).access).toBe('protected');
  });

  it('answers 404 for a step without a real order id and for unknown paths under /cip/', () => {
    for (const path of ['/cip/confirm/', '/cip/confirm/123/', '/cip/payment/abc/', '/cip/voucher/', '/cip/lounges/', '/cip/book/x/']) {
      expect([path, routeOf(path)]).toEqual([path, 'not-found']);
    }
    expect(decideRoute('/cip', '')).toMatchObject({ kind: 'redirect', location: '/cip/' });
  });

  it('titles the product page «خدمات CIP فرودگاه» and keeps the steps out of search engines', () => {
    expect(pageMeta('/cip/', '?airport=IKA')).toMatchObject({ title: 'خدمات CIP فرودگاه | سفرآسا', canonical: '/cip/' });
    expect(pageMeta('/cip/', '').noindex).toBeUndefined();
    expect(pageMeta(`/cip/confirm/${ORDER_ID}/`, '')).toMatchObject({ title: 'تأیید و پرداخت CIP | سفرآسا', noindex: true });
    expect(pageMeta('/cip/book/', '?airport=IKA').noindex).toBe(true);
  });
});
