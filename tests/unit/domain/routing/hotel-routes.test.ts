import { describe, expect, it } from 'vitest';
import { decideRoute, pageMeta } from '../../../../src/domain/routing';

const routeOf = (path: string) => {
  const d = decideRoute(path, '');
  return d.kind === 'page' ? d.route.id : d.kind;
};

describe('hotel routes', () => {
  it('reads /hotels/<city>/ and /hotels/<city>/<hotel>/ after the booking steps', () => {
    expect(routeOf('/hotels/')).toBe('hotels');
    expect(routeOf('/hotels/mashhad/')).toBe('hotelResults');
    expect(routeOf('/hotels/bandar-abbas/parsian-hotel-12003/')).toBe('hotelPage');
    expect(routeOf('/hotels/book/1201/')).toBe('hotelGuests');
    expect(decideRoute('/hotels/mashhad/', '?checkin=1405-01-10&checkout=1405-01-12').kind).toBe('page');
  });

  it('never takes a booking step word for a city, nor a slug with other characters', () => {
    for (const path of ['/hotels/book/', '/hotels/book/abc/', '/hotels/payment/', '/hotels/voucher/x/', '/hotels/mash_had/', '/hotels/-x/', '/hotels/a/b/c/']) {
      expect([path, routeOf(path)]).toEqual([path, 'not-found']);
    }
  });

  it('titles a city\'s hotels and a hotel by their Persian names when known', () => {
    const names = {
      cityNameBySlug: (slug: string) => (slug === 'mashhad' ? 'مشهد' : undefined),
      hotelNameBySlug: (city: string, hotel: string) => (city === 'mashhad' && hotel === 'darvishi-hotel' ? 'هتل درویشی' : undefined),
    };
    expect(pageMeta('/hotels/mashhad/', '?checkin=1405-01-10', names)).toMatchObject({ title: 'هتل‌های مشهد | سفرآسا', canonical: '/hotels/mashhad/' });
    expect(pageMeta('/hotels/mashhad/darvishi-hotel/', '', names).title).toBe('هتل درویشی مشهد | سفرآسا');
    expect(pageMeta('/hotels/mashhad/other-hotel/', '', names).title).toBe('رزرو هتل در مشهد | سفرآسا');
    expect(pageMeta('/hotels/Shiraz/', '').title).toBe('هتل‌های shiraz | سفرآسا');
  });
});
