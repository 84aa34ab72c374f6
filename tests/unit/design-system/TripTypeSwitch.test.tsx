import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { DOMESTIC_TRIP_TYPES, TripTypeSwitch } from '../../../src/design-system/TripTypeSwitch';
import { CabinClassSelect } from '../../../src/design-system/CabinClassSelect';
import { Cabin, TripType } from '../../../src/domain';

describe('TripTypeSwitch', () => {
  it.each(['segmented', 'chips'] as const)('offers the trip types as radios (%s) and reports a new one', async (variant) => {
    const onChange = vi.fn();
    render(<ThemeProvider><TripTypeSwitch value={TripType.OneWay} onChange={onChange} variant={variant} /></ThemeProvider>);
    expect(screen.getByRole('radiogroup', { name: 'نوع سفر' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'یک‌طرفه' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'چند مسیره' }));
    expect(onChange).toHaveBeenCalledWith(TripType.MultiDestination);
  });

  it('offers only one-way and round trip for domestic search', () => {
    render(<ThemeProvider><TripTypeSwitch value={TripType.OneWay} onChange={vi.fn()} options={DOMESTIC_TRIP_TYPES} /></ThemeProvider>);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});

describe('CabinClassSelect', () => {
  it('lists the domain cabins in Persian and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<ThemeProvider><CabinClassSelect value={Cabin.Economy} onChange={onChange} /></ThemeProvider>);
    const select = screen.getByRole('combobox', { name: 'کلاس پرواز' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['اکونومی', 'بیزینس', 'فرست کلاس']);
    await userEvent.selectOptions(select, String(Cabin.First));
    expect(onChange).toHaveBeenCalledWith(Cabin.First);
  });
});
