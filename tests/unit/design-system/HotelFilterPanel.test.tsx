import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import {
  activeHotelFilterCount, HotelFilterPanel, priceToSlider, resetHotelFilters, sliderToPrice, type HotelFilterPanelProps,
} from '../../../src/design-system/HotelFilterPanel';
import { HotelSortBar } from '../../../src/design-system/HotelSortBar';
import { DEFAULT_HOTEL_FILTERS, HotelSort, type HotelFilters } from '../../../src/domain/hotels';
import { hotelPanelData } from '../../../stories/design-system/fixtures/hotel-results';

function renderPanel(filters: HotelFilters = DEFAULT_HOTEL_FILTERS, props: Partial<HotelFilterPanelProps> = {}) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  render(
    <ThemeProvider>
      <HotelFilterPanel {...hotelPanelData(filters)} onChange={onChange} onReset={onReset} layout="sidebar" {...props} />
    </ThemeProvider>,
  );
  return { onChange, onReset };
}

describe('HotelFilterPanel', () => {
  it('ticks stars, kinds and amenities into a whole new HotelFilters', async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: /هتل ۵ ستاره/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [5] });
    await userEvent.click(screen.getByRole('checkbox', { name: /بدون ستاره/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [0] });
    await userEvent.click(screen.getByRole('checkbox', { name: /هتل بوتیک/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, kinds: ['boutique'] });
    await userEvent.click(screen.getByRole('checkbox', { name: /پارکینگ/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, amenities: ['parking'] });
  });

  it('sets the guest score minimum and the booking conditions', async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: /۸ به بالا/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, minGuestScore: 8 });
    await userEvent.click(screen.getByRole('checkbox', { name: /لغو رایگان/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, freeCancellationOnly: true });
    await userEvent.click(screen.getByRole('checkbox', { name: /اتاق خالی/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, availableOnly: true });
  });

  it('resets a section, or everything', async () => {
    const filters = { ...DEFAULT_HOTEL_FILTERS, stars: [4], freeCancellationOnly: true, availableOnly: true };
    const { onChange, onReset } = renderPanel(filters);
    await userEvent.click(screen.getByRole('button', { name: 'حذف فیلتر شرایط رزرو' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [4] });
    await userEvent.click(screen.getByRole('button', { name: 'حذف همه فیلترها' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('shows the district section only when there are districts, and folds long lists', () => {
    renderPanel(DEFAULT_HOTEL_FILTERS, { districts: [] });
    expect(screen.queryByRole('heading', { name: 'محله' })).toBeNull();
    expect(screen.getByRole('button', { name: 'نمایش همه (۲۲)' })).toBeInTheDocument();
  });
});

describe('hotel filter state helpers', () => {
  it('counts active filters and resets some of them', () => {
    expect(activeHotelFilterCount(DEFAULT_HOTEL_FILTERS)).toBe(0);
    const some = { ...DEFAULT_HOTEL_FILTERS, stars: [3], price: { min: 1, max: null }, availableOnly: true };
    expect(activeHotelFilterCount(some)).toBe(3);
    expect(activeHotelFilterCount({ ...DEFAULT_HOTEL_FILTERS, price: { min: null, max: null } })).toBe(0);
    expect(resetHotelFilters(some, 'stars', 'availableOnly')).toEqual({ ...DEFAULT_HOTEL_FILTERS, price: { min: 1, max: null } });
  });

  it('opens a price end at the slider edge', () => {
    expect(sliderToPrice([0, 100], 0, 100)).toBeNull();
    expect(sliderToPrice([10, 100], 0, 100)).toEqual({ min: 10, max: null });
    expect(sliderToPrice([0, 90], 0, 100)).toEqual({ min: null, max: 90 });
    expect(priceToSlider(null, 0, 100)).toEqual([0, 100]);
    expect(priceToSlider({ min: -5, max: 500 }, 0, 100)).toEqual([0, 100]);
    expect(priceToSlider({ min: 20, max: null }, 0, 100)).toEqual([20, 100]);
  });
});

describe('HotelSortBar', () => {
  it('offers the five hotel sorts and prints the count in hotels', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <HotelSortBar value={HotelSort.Cheapest} onChange={onChange} layout="chips" resultCount={300} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('۳۰۰ هتل')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'محبوب‌ترین' }));
    expect(onChange).toHaveBeenCalledWith(HotelSort.Popularity);
  });
});
