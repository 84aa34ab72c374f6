import { beforeAll, describe, expect, it } from 'vitest';
import type { HotelDetailResponse, HotelSearchResponse, HotelSearchResult } from '../../../src/contract';
import { loadFeatureStores } from '../../../src/stores';
import { freshRoot } from './fixtures';

// A server-rendered hotel page (src/entry-server.tsx, src/app/start.tsx): the store starts from the
// answer the page was rendered with, and `show` for the same URL calls nothing.
const hotel = (id: number, totalPrice: number, stars: HotelSearchResult['stars']) => ({
  id: String(id), hotelId: id, slug: `h-${id}`, nameFa: `هتل ${id}`, nameEn: `Hotel ${id}`, stars, kind: 'hotel', board: 'breakfast',
  amenities: [], district: 'd-1', districtFa: 'مرکز', guestScore: 8, reviewCount: 10, popularity: 10, photos: [`hotels/${id}/1`],
  freeCancellation: true, roomsLeft: 3, totalPrice, nights: 2, pricePerNight: totalPrice / 2, roomTypeIds: ['r1'],
}) as HotelSearchResult;
const RESULTS = {
  stay: { cityId: 1, hotelId: null, checkIn: '2026-11-27', checkOut: '2026-11-29', nights: 2, rooms: [{ adults: 2, childAges: [] }] },
  city: { cityId: 1, slug: 'mashhad', nameFa: 'مشهد', nameEn: 'Mashhad' },
  hotels: [hotel(1, 900, 3), hotel(2, 500, 5), hotel(3, 700, 5)],
} as unknown as HotelSearchResponse;
// 1405-09-06 and 1405-09-08 are 2026-11-27 and 2026-11-29.
const URL_5_STARS = 'https://safarasa.example/hotels/mashhad/?checkin=1405-09-06&checkout=1405-09-08&stars=5';

describe('HotelSearchStore.seed', () => {
  beforeAll(loadFeatureStores);

  it('starts a results page from the seeded search, with the URL\'s filters, and show() does not search again', () => {
    const root = freshRoot();
    root.hotelSearch.seed(URL_5_STARS, { results: RESULTS });
    expect(root.hotelSearch.results.status).toBe('ready');
    expect(root.hotelSearch.visible.map((h) => h.id)).toEqual(['2', '3']);
    const url = new URL(URL_5_STARS);
    root.hotelSearch.show(url.pathname, url.search);
    // A search would have turned the state to searching at once.
    expect(root.hotelSearch.results.status).toBe('ready');
    expect(root.hotelSearch.results.data).toBe(RESULTS);
  });

  it('takes a hotel page\'s GetHotel answer, and ignores an answer of the other kind or a URL that is not a stay', () => {
    const root = freshRoot();
    const detail = { hotel: { nameFa: 'هتل ۱' } } as unknown as HotelDetailResponse;
    root.hotelSearch.seed('/hotels/mashhad/?checkin=1405-09-06&checkout=1405-09-08', { hotel: detail });
    expect(root.hotelSearch.results.status).toBe('idle');
    root.hotelSearch.seed('/hotels/mashhad/h-1/?checkin=bad', { hotel: detail });
    expect(root.hotelSearch.hotel.status).toBe('idle');
    root.hotelSearch.seed('/hotels/mashhad/h-1/?checkin=1405-09-06&checkout=1405-09-08', { hotel: detail });
    expect(root.hotelSearch.hotel.status).toBe('ready');
    expect(root.hotelSearch.hotel.data).toBe(detail);
  });

  it('offers the districts with the most hotels first, ties in the list\'s order, whatever the filters', () => {
    const root = freshRoot();
    const inDistrict = (h: HotelSearchResult, district: string, districtFa: string) => ({ ...h, district, districtFa });
    const hotels = [
      inDistrict(hotel(1, 900, 3), 'd-b', 'بلوار'), inDistrict(hotel(2, 500, 5), 'd-a', 'اطراف حرم'),
      inDistrict(hotel(3, 700, 5), 'd-a', 'اطراف حرم'), inDistrict(hotel(4, 800, 4), 'd-c', 'کوهسنگی'),
    ];
    root.hotelSearch.seed(URL_5_STARS, { results: { ...RESULTS, hotels } });
    expect(root.hotelSearch.districts).toEqual([
      { value: 'd-a', label: 'اطراف حرم' }, { value: 'd-b', label: 'بلوار' }, { value: 'd-c', label: 'کوهسنگی' },
    ]);
  });
});
