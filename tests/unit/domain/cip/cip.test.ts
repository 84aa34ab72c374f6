import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCipBookingUrl, buildCipPageUrl, cipFormErrors, cipPriceLines, cipTotal, meetAtOf, meetRuleFa, normalizeClockTime,
  normalizeFlightNumber, parseCipBookingUrl, readCipPrefill, readExtrasParam, shiftWallClock, writeExtrasParam,
  type CipBookingLink, type CipExtraPrice,
} from '../../../../src/domain/cip';
import { formatJalaliForUrl, toPersianDigits } from '../../../../src/domain';

const LINK: CipBookingLink = {
  airport: 'IKA', kind: 'Departure', date: '2026-12-10', time: '08:30', party: { adults: 2, children: 0, infants: 0 },
  airline: 'IR', flight: '451', extras: [{ extra: 'porter', count: 2 }, { extra: 'greeter' }],
};

describe('CIP booking URL', () => {
  it('writes the documented query and reads it back', () => {
    const url = buildCipBookingUrl(LINK);
    expect(url).toBe('/cip/book/?airport=IKA&kind=departure&date=1405-09-19&time=08%3A30&adults=2&children=0&infants=0&airline=IR&flight=451&extras=porter%3A2,greeter');
    const parsed = parseCipBookingUrl(url.split('?')[1]!);
    expect(parsed).toEqual({ ok: true, value: LINK });
  });

  it('reads Persian digits, lower case and a flight number typed with its airline', () => {
    const parsed = parseCipBookingUrl(`?airport=ika&kind=Departure&date=${toPersianDigits('1405-09-19')}&time=۰۸:۳۰&adults=۲&airline=ir&flight=IR0451&extras=porter:۲`);
    expect(parsed.ok && parsed.value).toMatchObject({ airport: 'IKA', airline: 'IR', flight: '451', time: '08:30', party: { adults: 2, children: 0, infants: 0 }, extras: [{ extra: 'porter', count: 2 }] });
  });

  it('keeps the flight order and the other airport', () => {
    const url = buildCipBookingUrl({ ...LINK, otherAirport: 'IST', flightOrderId: '109156be-c4fb-41ea-b1b4-efe1671c5836' });
    const parsed = parseCipBookingUrl(new URL(url, 'http://x').search);
    expect(parsed.ok && parsed.value).toMatchObject({ otherAirport: 'IST', flightOrderId: '109156be-c4fb-41ea-b1b4-efe1671c5836' });
  });

  it('names every unreadable part in Persian', () => {
    const parsed = parseCipBookingUrl('?airport=TEHRAN&kind=vip&date=1405-13-01&time=25:00&adults=0&airline=IRAN&flight=x&extras=spa');
    expect(parsed.ok).toBe(false);
    const fields = parsed.ok ? [] : parsed.errors.map((e) => e.field);
    expect(fields).toEqual(['airport', 'kind', 'date', 'time', 'passengers', 'airline', 'flight', 'extras']);
    if (!parsed.ok) expect(parsed.errors.find((e) => e.field === 'passengers')!.message).toBe('دست‌کم یک بزرگسال لازم است.');
  });

  it('refuses a past day, more infants than adults and more than nine travellers', () => {
    const base = new URLSearchParams(buildCipBookingUrl(LINK).split('?')[1]);
    expect(parseCipBookingUrl(base, { today: '2026-12-11' })).toMatchObject({ ok: false, errors: [{ field: 'date', message: 'تاریخ پرواز گذشته است.' }] });
    expect(parseCipBookingUrl(base, { today: '2026-12-10' }).ok).toBe(true);
    const infants = new URLSearchParams(base);
    infants.set('infants', '3');
    expect(parseCipBookingUrl(infants)).toMatchObject({ ok: false, errors: [{ message: 'تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد.' }] });
    const many = new URLSearchParams(base);
    many.set('children', '8');
    expect(parseCipBookingUrl(many)).toMatchObject({ ok: false, errors: [{ field: 'passengers' }] });
  });

  it('round-trips any valid booking', () => {
    const arb = fc.record({
      airport: fc.constantFrom('IKA', 'THR', 'MHD', 'IST'),
      kind: fc.constantFrom('Departure' as const, 'Arrival' as const, 'Transit' as const),
      day: fc.integer({ min: 0, max: 700 }),
      h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }),
      adults: fc.integer({ min: 1, max: 4 }), children: fc.integer({ min: 0, max: 3 }), infants: fc.integer({ min: 0, max: 1 }),
      flight: fc.integer({ min: 1, max: 9999 }),
      porter: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(fc.property(arb, (a) => {
      const date = new Date(Date.UTC(2026, 0, 1 + a.day, 12)).toISOString().slice(0, 10);
      const link: CipBookingLink = {
        airport: a.airport, kind: a.kind, date, time: `${String(a.h).padStart(2, '0')}:${String(a.m).padStart(2, '0')}`,
        party: { adults: a.adults, children: a.children, infants: a.infants }, airline: 'W5', flight: String(a.flight),
        extras: [{ extra: 'porter', count: a.porter }, { extra: 'fast-track' }],
      };
      const parsed = parseCipBookingUrl(buildCipBookingUrl(link).split('?')[1]!);
      const expected = a.porter === 1 ? { ...link, extras: [{ extra: 'porter' }, { extra: 'fast-track' }] } : link;
      expect(parsed).toEqual({ ok: true, value: expected });
    }));
  });

  it('extras: a count only where it is not one, and nothing unknown or twice', () => {
    expect(writeExtrasParam([{ extra: 'greeter', count: 1 }, { extra: 'lounge-guest', count: 3 }])).toBe('greeter,lounge-guest:3');
    expect(readExtrasParam('')).toEqual([]);
    expect(readExtrasParam('greeter,greeter')).toBeNull();
    expect(readExtrasParam('porter:0')).toBeNull();
    expect(readExtrasParam('porter:2:3')).toBeNull();
  });

  it('prefills the product page from what reads and drops the rest', () => {
    const date = formatJalaliForUrl('2026-12-10');
    expect(readCipPrefill(`?airport=IKA&kind=departure&date=${date}&time=7:30&adults=2&children=1&infants=0&airline=IR&flight=IR451`))
      .toEqual({ airport: 'IKA', kind: 'Departure', date: '2026-12-10', party: { adults: 2, children: 1, infants: 0 }, airline: 'IR', flight: '451' });
    expect(buildCipPageUrl({ airport: 'IKA', kind: 'Departure' })).toBe('/cip/?airport=IKA&kind=departure');
    expect(buildCipPageUrl({})).toBe('/cip/');
  });

  it('the form names what it still needs', () => {
    expect(cipFormErrors({ airport: 'IKA', kind: 'Departure', date: '2026-12-01', party: { adults: 1, children: 0, infants: 2 } }, '2026-12-05')).toEqual({
      date: 'تاریخ پرواز گذشته است.',
      time: 'ساعت پرواز را به شکل ۰۸:۳۰ وارد کنید.',
      airline: 'ایرلاین را انتخاب کنید.',
      flight: 'شماره پرواز را وارد کنید (مثلاً ۴۵۱).',
      passengers: 'تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد.',
    });
    expect(cipFormErrors(LINK, '2026-12-01')).toEqual({});
  });

  it('normalises typed clocks and flight numbers', () => {
    expect(normalizeClockTime('۸:۳۰')).toBe('08:30');
    expect(normalizeClockTime('0830')).toBe('08:30');
    expect(normalizeClockTime('24:00')).toBeNull();
    expect(normalizeFlightNumber('۰۴۵۱')).toBe('451');
    expect(normalizeFlightNumber('w5 1120', 'W5')).toBe('1120');
    expect(normalizeFlightNumber('45A')).toBe('45A');
    expect(normalizeFlightNumber('12345')).toBeNull();
  });
});

const EXTRAS: CipExtraPrice[] = [
  { extra: 'greeter', titleFa: 'خوشامدگو', unit: 'per-order', price: 5_000_000, maxCount: 1 },
  { extra: 'porter', titleFa: 'باربر', unit: 'per-item', price: 1_500_000, maxCount: 6 },
  { extra: 'fast-track', titleFa: 'عبور سریع', unit: 'per-person', price: 2_000_000, maxCount: 1 },
];
const KIND = { kind: 'Departure' as const, adult: 30_000_000, child: 20_000_000, infant: 5_000_000 };

describe('CIP price lines', () => {
  it('prices each kind of traveller, then each extra by its unit', () => {
    const lines = cipPriceLines(KIND, EXTRAS, { adults: 2, children: 1, infants: 0 }, [{ extra: 'porter', count: 2 }, { extra: 'greeter' }, { extra: 'fast-track' }]);
    expect(lines.map((l) => [l.key, l.count, l.amount])).toEqual([
      ['adult', 2, 60_000_000], ['child', 1, 20_000_000], ['porter', 2, 3_000_000], ['greeter', 1, 5_000_000], ['fast-track', 3, 6_000_000],
    ]);
    expect(cipTotal(lines)).toBe(94_000_000);
  });

  it('caps a per-item extra at its most and leaves out extras the airport does not offer', () => {
    const lines = cipPriceLines(KIND, EXTRAS, { adults: 1, children: 0, infants: 1 }, [{ extra: 'porter', count: 40 }, { extra: 'car-to-aircraft' }]);
    expect(lines.map((l) => [l.key, l.count])).toEqual([['adult', 1], ['infant', 1], ['porter', 6]]);
  });
});

describe('meeting time', () => {
  it('is the tariff\'s minutes before the flight\'s time (a landing for an arrival), across midnight', () => {
    expect(meetAtOf('Departure', { date: '2026-12-10', time: '08:30' }, 180)).toEqual({ date: '2026-12-10', time: '05:30' });
    expect(meetAtOf('Transit', { date: '2026-12-10', time: '01:15' }, 120)).toEqual({ date: '2026-12-09', time: '23:15' });
    expect(meetAtOf('Arrival', { date: '2027-01-01', time: '00:10' }, 30)).toEqual({ date: '2026-12-31', time: '23:40' });
    expect(shiftWallClock({ date: '2027-03-20', time: '00:00' }, -1)).toEqual({ date: '2027-03-19', time: '23:59' });
  });

  it('says the rule in words', () => {
    expect(meetRuleFa('Departure', 180, toPersianDigits)).toBe('۳ ساعت پیش از پرواز');
    expect(meetRuleFa('Departure', 150, toPersianDigits)).toBe('۲ ساعت و ۳۰ دقیقه پیش از پرواز');
    expect(meetRuleFa('Arrival', 30, toPersianDigits)).toBe('۳۰ دقیقه پیش از فرود');
    expect(meetRuleFa('Arrival', 0)).toBe('هنگام فرود');
  });
});
