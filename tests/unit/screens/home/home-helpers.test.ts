import { describe, expect, it } from 'vitest';
import type { NormalizedSearch, WpPost } from '../../../../src/contract';
import { htmlToText, toBlogCard } from '../../../../src/screens/home/blog-posts';
import { historySearchUrl } from '../../../../src/screens/home/history-url';
import { DOMESTIC_POPULAR, INTERNATIONAL_POPULAR, popularSearchUrl } from '../../../../src/screens/home/popular-cities';
import { parseSearchUrl } from '../../../../src/domain';

const TODAY = '2026-11-20';
const roundTrip = (out: string, back: string): NormalizedSearch => ({
  adults: 2, children: 1, infants: 0, cabinType: 2, flightType: 2, productType: 'InternationalFlight',
  segments: [
    { origin: 'THR', originType: 'CityCode', destination: 'IST', destinationType: 'CityCode', departureDate: out },
    { origin: 'IST', originType: 'CityCode', destination: 'THR', destinationType: 'CityCode', departureDate: back },
  ],
});

describe('historySearchUrl', () => {
  it('links a future round trip to its own results', () => {
    expect(historySearchUrl(roundTrip('2026-11-25', '2026-11-30'), TODAY)).toBe(
      '/international-flight/THR-IST/?adults=2&children=1&infants=0&departing=1405-09-04&returning=1405-09-09&cabintype=business&origintype=citycode&destinationtype=citycode',
    );
  });

  it('moves a past trip to tomorrow, keeping its length, so the link is a valid search', () => {
    const url = historySearchUrl(roundTrip('2026-11-10', '2026-11-15'), TODAY);
    const parsed = parseSearchUrl(url, { today: TODAY });
    expect(parsed.ok && parsed.value.segments.map((s) => s.departureDate)).toEqual(['2026-11-21', '2026-11-26']);
  });

  it('keeps a trip that leaves today', () => {
    expect(historySearchUrl(roundTrip(TODAY, '2026-11-22'), TODAY)).toContain('departing=1405-08-29');
  });
});

describe('popular cities (SPEC §2)', () => {
  it('lists SPEC §2’s ten domestic and seven international cities', () => {
    expect(DOMESTIC_POPULAR.map((c) => c.nameFa)).toEqual(['تهران', 'اهواز', 'کیش', 'مشهد', 'شیراز', 'اصفهان', 'تبریز', 'بندرعباس', 'رشت', 'یزد']);
    expect(INTERNATIONAL_POPULAR.map((c) => c.nameFa)).toEqual(['تهران', 'استانبول', 'دبی', 'لندن', 'تورنتو', 'ایروان', 'تفلیس']);
  });

  it('gives every card a valid search for tomorrow', () => {
    for (const [list, scope] of [[DOMESTIC_POPULAR, 'domestic'], [INTERNATIONAL_POPULAR, 'international']] as const) {
      for (const city of list) {
        const parsed = parseSearchUrl(popularSearchUrl(city, scope, '2026-11-21'), { today: TODAY });
        expect(parsed.ok, `${scope} ${city.code}`).toBe(true);
      }
    }
    expect(popularSearchUrl(INTERNATIONAL_POPULAR[3]!, 'international', '2026-11-21')).toMatch(/^\/international-flight\/THR-LON\//);
  });
});

describe('blog posts', () => {
  it('reads entities and drops tags', () => {
    expect(htmlToText('<p>سفر &amp; <b>تور</b>&#8230;</p>\n')).toBe('سفر & تور…');
  });

  it('copes with a post without embedded media', () => {
    const post = { id: 1, date: '2026-11-19T08:00:00', link: 'https://blog.example/1/', title: { rendered: '' }, excerpt: { rendered: '' } } as WpPost;
    expect(toBlogCard(post)).toEqual({ id: 1, title: 'بدون عنوان', excerpt: '', date: '2026-11-19', href: 'https://blog.example/1/', imageSrc: undefined });
  });
});
