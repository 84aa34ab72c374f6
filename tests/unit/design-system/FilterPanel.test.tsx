import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { activeFilterCount, FilterPanel, isFilterActive, resetFilter, type FilterPanelProps } from '../../../src/design-system/FilterPanel';
import { niceStep, sliderToRange, sliderToTime, timeToSlider, toggleCode } from '../../../src/design-system/FilterPanel/filter-state';
import { DEFAULT_FILTERS, TICKETS_ALL, type ProposalFilters } from '../../../src/domain';
import { filterPanelData } from '../../../stories/design-system/fixtures/proposals';

function renderPanel(filters: ProposalFilters = DEFAULT_FILTERS, props: Partial<FilterPanelProps> = {}) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  render(
    <ThemeProvider>
      <FilterPanel {...filterPanelData(filters)} onChange={onChange} onReset={onReset} layout="sidebar" {...props} />
    </ThemeProvider>,
  );
  return { onChange, onReset };
}

describe('FilterPanel', () => {
  it('ticks an airline into ProposalFilters.airlines, the rest unchanged', async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: /ماهان/ }));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, airlines: ['W5'] });
  });

  it('unticks an airline and an airport', async () => {
    const { onChange } = renderPanel({ ...DEFAULT_FILTERS, airlines: ['IR', 'W5'], airports: ['THR'] });
    await userEvent.click(screen.getByRole('checkbox', { name: /ایران‌ایر/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ airlines: ['W5'] }));
    await userEvent.click(screen.getByRole('checkbox', { name: /مهرآباد/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ airports: [] }));
  });

  it('lists each option with its count and each airline with its lowest price', () => {
    renderPanel();
    const mahan = screen.getByRole('checkbox', { name: /ماهان/ }).closest('.mantine-Checkbox-root') as HTMLElement;
    expect(within(mahan).getByText('۱۹٬۸۵۰٬۰۰۰')).toBeInTheDocument();
    expect(within(mahan).getByText('(۲)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /چارتر/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^بدون توقف\s*\(۷\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^۱ توقف\s*\(۲\)$/ })).toBeInTheDocument();
  });

  it('sets stops, type and tickets from their radios', async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: /بدون توقف/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, stops: '1' });
    await userEvent.click(screen.getByRole('radio', { name: /سیستمی/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, type: '2' });
    await userEvent.click(screen.getByRole('radio', { name: /تکمیل‌ظرفیت/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, tickets: TICKETS_ALL });
  });

  it('sets a part of the day from its chip and clears it on a second tap', async () => {
    const { onChange } = renderPanel({ ...DEFAULT_FILTERS, time: { from: 360, to: 719 } });
    expect(screen.getByRole('checkbox', { name: /صبح/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /صبح/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: null }));
    await userEvent.click(screen.getByRole('checkbox', { name: /عصر/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: { from: 900, to: 1079 } }));
  });

  it('resets one section, or all of them', async () => {
    const filters = { ...DEFAULT_FILTERS, airlines: ['IR'], stops: '1' };
    const { onChange, onReset } = renderPanel(filters);
    await userEvent.click(screen.getByRole('button', { name: 'حذف فیلتر توقف' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, stops: '0' });
    expect(screen.queryByRole('button', { name: 'حذف فیلتر قیمت' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'حذف همه فیلترها' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('keeps a chosen stops value listed when nothing else has it', () => {
    renderPanel({ ...DEFAULT_FILTERS, type: '1', stops: '2' });
    expect(screen.getByRole('radio', { name: /^۱ توقف\s*\(۰\)$/ })).toBeChecked();
  });

  it('opens the bottom sheet from a button that counts the active filters', async () => {
    function Stateful() {
      const [filters, setFilters] = useState<ProposalFilters>({ ...DEFAULT_FILTERS, airlines: ['IR'], type: '2' });
      return <FilterPanel {...filterPanelData(filters)} filters={filters} onChange={setFilters} onReset={() => setFilters(DEFAULT_FILTERS)} layout="sheet" />;
    }
    render(
      <ThemeProvider>
        <Stateful />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'فیلترها، ۲ فیلتر فعال' }));
    const sheet = await screen.findByRole('dialog', { name: 'فیلترها' });
    await userEvent.click(within(sheet).getByRole('radio', { name: /چارتر/ }));
    expect(within(sheet).getByRole('radio', { name: /چارتر/ })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('button', { name: 'حذف همه' }));
    expect(screen.getByRole('button', { name: 'فیلترها' })).toBeInTheDocument();
  });
});

describe('filter state helpers', () => {
  it('counts the active filters of SPEC §5', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({})).toBe(0);
    const some = { ...DEFAULT_FILTERS, airlines: ['IR'], price: { from: 1, to: 2 }, type: '1', tickets: TICKETS_ALL };
    expect(activeFilterCount(some)).toBe(4);
    expect(isFilterActive({ ...DEFAULT_FILTERS, type: '7' }, 'type')).toBe(false);
    expect(resetFilter(some, 'airlines')).toEqual({ ...some, airlines: [] });
  });

  it('turns a full-span slider into no filter', () => {
    expect(sliderToRange([0, 100], 0, 100)).toBeNull();
    expect(sliderToRange([10, 100], 0, 100)).toEqual({ from: 10, to: 100 });
    expect(sliderToTime([0, 1440])).toBeNull();
    expect(sliderToTime([360, 720])).toEqual({ from: 360, to: 719 });
    expect(timeToSlider({ from: 360, to: 719 })).toEqual([360, 720]);
    expect(timeToSlider({ from: 1320, to: 120 })).toEqual([0, 1440]);
  });

  it('picks a price step of about a hundred positions and toggles codes', () => {
    expect(niceStep(8_900_000)).toBe(100_000);
    expect(niceStep(500_000)).toBe(10_000);
    expect(toggleCode(['IR'], 'W5', true)).toEqual(['IR', 'W5']);
    expect(toggleCode(['IR', 'W5'], 'IR', false)).toEqual(['W5']);
  });
});
