import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, SortOption } from '../../../src/domain';
import { freshRoot, proposal } from './fixtures';

const list = [
  proposal({ airline: 'IR', TotalPrice: 30_000_000, departs: '2026-11-25T07:00:00+03:30' }),
  proposal({ airline: 'W5', TotalPrice: 20_000_000, departs: '2026-11-25T21:00:00+03:30' }),
  proposal({ airline: 'EP', TotalPrice: 25_000_000, Seat: 0 }),
  proposal({ airline: 'IR', TotalPrice: 40_000_000, isReturning: true }),
];

describe('FiltersStore (SPEC §3 Filters, §4, §5)', () => {
  it('shows the outbound list, cheapest first, without sold-out seats by default', () => {
    const { filters } = freshRoot();
    filters.setProposals(list);
    expect(filters.visible.map((p) => p.TotalPrice)).toEqual([20_000_000, 30_000_000]);
  });

  it('shows the returning list in the return-leg step (SPEC §4)', () => {
    const root = freshRoot();
    root.filters.setProposals(list);
    root.flightConfiguration.setReturning(true);
    expect(root.filters.visible.map((p) => p.TotalPrice)).toEqual([40_000_000]);
    expect(root.filters.airlines.map((a) => a.code)).toEqual(['IR']);
  });

  it('applies a filter and a sort', () => {
    const { filters } = freshRoot();
    filters.setProposals(list);
    filters.setFilter('airlines', ['IR']);
    expect(filters.visible).toHaveLength(1);
    filters.setFilter('airlines', []);
    filters.setSort(SortOption.Earliest);
    expect(filters.visible[0]!.FlightGroups[0]!.MarketingAirlineCode).toBe('IR');
  });

  it('saves and restores the filters and sort', () => {
    const { filters } = freshRoot();
    filters.setProposals(list);
    expect(filters.restoreFilters()).toBe(false);
    filters.setFilter('airlines', ['W5']);
    filters.setSort(SortOption.Latest);
    filters.saveFilters();
    filters.resetFilters();
    filters.setSort(SortOption.Cheapest);
    expect(filters.filters).toBe(DEFAULT_FILTERS);
    expect(filters.restoreFilters()).toBe(true);
    expect(filters.filters.airlines).toEqual(['W5']);
    expect(filters.sort).toBe(SortOption.Latest);
  });

  it('clearing proposals clears the filters and the saved copy (SPEC §4)', () => {
    const { filters } = freshRoot();
    filters.setProposals(list);
    filters.setFilter('type', '1');
    filters.saveFilters();
    filters.clearProposals();
    expect(filters.proposals).toEqual([]);
    expect(filters.filters).toBe(DEFAULT_FILTERS);
    expect(filters.saved).toBeNull();
    expect(filters.restoreFilters()).toBe(false);
  });

  it('recomputes the visible list once per filter change, and not for unrelated changes', () => {
    const { filters } = freshRoot();
    filters.setProposals(list);
    let runs = 0;
    const stop = autorun(() => {
      void filters.visible;
      runs += 1;
    });
    expect(runs).toBe(1);
    filters.setFilter('airlines', ['IR']);
    expect(runs).toBe(2);
    filters.setPlpPairKey('THR-MHD');
    expect(runs).toBe(2);
    filters.setFilter('price', { from: 0, to: 50_000_000 });
    expect(runs).toBe(3);
    stop();
  });

  it('counts options per facet for the filter panel', () => {
    const { filters } = freshRoot();
    filters.setProposals(list);
    expect(filters.facets).toBeTruthy();
    expect(filters.airports.map((a) => a.code).sort()).toEqual(['MHD', 'THR']);
    expect(filters.bounds.price).toEqual({ from: 20_000_000, to: 30_000_000 });
  });
});
