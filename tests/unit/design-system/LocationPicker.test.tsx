import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import {
  cityCodeOf, LocationPicker, locationLabel, normalizeSearchText, OriginDestinationPicker, searchPlaces, type LocationValue, type RouteValue,
} from '../../../src/design-system/LocationPicker';
import { LocationCodeType } from '../../../src/domain';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from '../../../stories/design-system/fixtures/places';

configure({ defaultHidden: true });

const airport = (code: string): LocationValue => ({ code, codeType: LocationCodeType.AirportCode });
const city = (code: string): LocationValue => ({ code, codeType: LocationCodeType.CityCode });
const codes = (text: string, places = DOMESTIC_PLACES, limit = 8) => searchPlaces(places, text, limit).map((o) => o.value.code);

describe('normalizeSearchText', () => {
  it('makes Arabic letters Persian, digits Latin, آ plain, ZWNJ a space', () => {
    expect(normalizeSearchText(' شيراز ')).toBe('شیراز');
    expect(normalizeSearchText('كيش')).toBe('کیش');
    expect(normalizeSearchText('آبادان')).toBe('ابادان');
    expect(normalizeSearchText('هاشمی‌نژاد')).toBe('هاشمی نژاد');
    expect(normalizeSearchText('T۱٢')).toBe('t12');
  });
});

describe('searchPlaces', () => {
  it('lists popular cities by priority with nothing typed; a two-airport city gets an "all airports" row', () => {
    expect(codes('', DOMESTIC_PLACES, 3)).toEqual(['THR', 'THR', 'IKA', 'SYZ', 'MHD']);
    const [all, mehrabad] = searchPlaces(DOMESTIC_PLACES, '', 1);
    expect(all).toMatchObject({ value: city('THR'), nested: false });
    expect(mehrabad).toMatchObject({ value: airport('THR'), nested: true });
  });

  it('matches Persian (with Arabic letters), English and IATA', () => {
    expect(codes('شيراز')).toEqual(['SYZ']);
    expect(codes('Mash')).toEqual(['MHD']);
    expect(codes('ابادان')).toEqual(['ABD']);
    expect(codes('kih')).toEqual(['KIH']);
  });

  it('puts an exact code first, then names that start with the text, popular first', () => {
    // "ک": Kish (54) and Kerman/Kermanshah start with it; Tehran's IKA only contains it.
    expect(codes('ک').slice(0, 3)).toEqual(['KIH', 'KSH', 'KER']);
    expect(codes('ist', INTERNATIONAL_PLACES)[0]).toBe('IST');
  });

  it('lists only the airport a text names, not its whole city', () => {
    expect(codes('IKA')).toEqual(['IKA']);
    expect(codes('امام')).toEqual(['IKA']);
    expect(codes('sabiha', INTERNATIONAL_PLACES)).toEqual(['SAW']);
  });

  it('finds a second word of a name', () => {
    expect(codes('عباس')).toEqual(['BND']);
  });
});

describe('labels', () => {
  it('names cities, their airports and unknown codes', () => {
    expect(locationLabel(DOMESTIC_PLACES, airport('SYZ'))).toBe('شیراز');
    expect(locationLabel(DOMESTIC_PLACES, city('THR'))).toBe('تهران (همه فرودگاه‌ها)');
    expect(locationLabel(DOMESTIC_PLACES, airport('IKA'))).toBe('تهران، امام خمینی');
    expect(locationLabel(DOMESTIC_PLACES, airport('XYZ'))).toBe('XYZ');
    expect(cityCodeOf(DOMESTIC_PLACES, airport('IKA'))).toBe('THR');
  });
});

describe('LocationPicker', () => {
  it('picks the best match with Enter after typing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ThemeProvider><LocationPicker value={null} onChange={onChange} places={DOMESTIC_PLACES} /></ThemeProvider>);
    await user.type(screen.getByRole('combobox', { name: 'مبدأ' }), 'tabr');
    await screen.findByRole('option', { name: /تبریز/ });
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(airport('TBZ'));
  });

  it('clears with the clear button', async () => {
    const onChange = vi.fn();
    render(<ThemeProvider><LocationPicker value={airport('MHD')} onChange={onChange} places={DOMESTIC_PLACES} kind="destination" /></ThemeProvider>);
    expect(screen.getByRole('combobox', { name: 'مقصد' })).toHaveValue('مشهد');
    await userEvent.click(screen.getByRole('button', { name: 'پاک کردن مقصد' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('OriginDestinationPicker', () => {
  it('swaps the two ends', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<RouteValue>({ origin: airport('THR'), destination: airport('KIH') });
      return <OriginDestinationPicker value={value} places={DOMESTIC_PLACES} onChange={(v) => { setValue(v); onChange(v); }} />;
    }
    render(<ThemeProvider><Controlled /></ThemeProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    expect(onChange).toHaveBeenCalledWith({ origin: airport('KIH'), destination: airport('THR') });
    expect(screen.getByRole('combobox', { name: 'مبدأ' })).toHaveValue('کیش');
  });
});
