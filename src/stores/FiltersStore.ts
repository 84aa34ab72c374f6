import { makeAutoObservable, observableRef } from 'mobx';
import {
  airlineList, airportList, DEFAULT_FILTERS, DEFAULT_SORT, facetCounts, filterBounds, splitByDirection,
  visibleProposals, type ProposalFilters, type ProposalLike, type SortOption,
} from '../domain';
import type { RootStore } from './RootStore';

interface SavedFilters {
  filters: ProposalFilters;
  sort: SortOption;
}

/**
 * SPEC §3 "Filters" with the proposals they apply to. The visible list is a computed over the
 * domain's pure functions, so one filter change recomputes it once.
 */
export class FiltersStore<P extends ProposalLike = ProposalLike> {
  proposals: readonly P[] = [];
  filters: ProposalFilters = DEFAULT_FILTERS;
  sort: SortOption = DEFAULT_SORT;
  plpPairKey: string | null = null;
  /** SPEC §3 "saved copy of filters". */
  saved: SavedFilters | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, {
      root: false,
      proposals: observableRef,
      filters: observableRef,
      saved: observableRef,
    }, { autoBind: true });
  }

  /** Which direction is on screen: the returning list in the return-leg step (SPEC §4). */
  private get returning(): boolean {
    return this.root.flightConfiguration.isReturning;
  }

  get directions() {
    return splitByDirection(this.proposals);
  }

  /** The proposals of the direction on screen, before filters: what the facets describe. */
  get currentDirection(): readonly P[] {
    return this.returning ? this.directions.returning : this.directions.outbound;
  }

  get visible(): P[] {
    return visibleProposals(this.proposals, this.filters, this.sort, { returning: this.returning });
  }

  get airlines() {
    return airlineList(this.currentDirection);
  }

  get airports() {
    return airportList(this.currentDirection);
  }

  get bounds() {
    return filterBounds(this.currentDirection);
  }

  get facets() {
    return facetCounts(this.proposals, this.filters, this.returning);
  }

  get isFiltered(): boolean {
    return this.filters !== DEFAULT_FILTERS;
  }

  setProposals(proposals: readonly P[]) {
    this.proposals = proposals;
  }

  setFilter<K extends keyof ProposalFilters>(key: K, value: ProposalFilters[K]) {
    this.filters = { ...this.filters, [key]: value };
  }

  setFilters(filters: ProposalFilters) {
    this.filters = filters;
  }

  setSort(sort: SortOption) {
    this.sort = sort;
  }

  setPlpPairKey(key: string | null) {
    this.plpPairKey = key;
  }

  resetFilters() {
    this.filters = DEFAULT_FILTERS;
  }

  saveFilters() {
    this.saved = { filters: this.filters, sort: this.sort };
  }

  /** Puts back the saved copy; returns false when there is none. */
  restoreFilters(): boolean {
    if (!this.saved) return false;
    this.filters = this.saved.filters;
    this.sort = this.saved.sort;
    return true;
  }

  /** SPEC §4: clearing proposals clears the filters and the saved copy. */
  clearProposals() {
    this.proposals = [];
    this.filters = DEFAULT_FILTERS;
    this.sort = DEFAULT_SORT;
    this.saved = null;
  }
}
