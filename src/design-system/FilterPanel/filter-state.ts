/**
 * Pure helpers between the panel's controls and the domain's ProposalFilters. A control that
 * covers its whole range means "no filter" (null), so an untouched slider never counts as active.
 */
import {
  DEFAULT_FILTERS, ProposalTypeFilter, STOPS_ALL, TICKETS_AVAILABLE, type ProposalFilters, type Range,
} from '../../domain/proposal-filters';

export type FilterKey = keyof ProposalFilters;

/** SPEC §5's eight filters, in its order. */
export const FILTER_KEYS: readonly FilterKey[] = ['time', 'airlines', 'price', 'stops', 'type', 'duration', 'airports', 'tickets'];

/** Whether one filter narrows the list (differs from DEFAULT_FILTERS). */
export function isFilterActive(filters: ProposalFilters, key: FilterKey): boolean {
  switch (key) {
    case 'airlines':
    case 'airports':
      return (filters[key]?.length ?? 0) > 0;
    case 'time':
    case 'price':
    case 'duration':
      return Boolean(filters[key]);
    case 'stops':
      return (filters.stops ?? STOPS_ALL) !== STOPS_ALL && filters.stops !== '';
    case 'type':
      return filters.type === ProposalTypeFilter.Charter || filters.type === ProposalTypeFilter.System;
    case 'tickets':
      return (filters.tickets ?? TICKETS_AVAILABLE) !== TICKETS_AVAILABLE;
  }
}

/** How many of the eight filters are active: the number on the mobile "فیلترها" button. */
export function activeFilterCount(filters: ProposalFilters): number {
  return FILTER_KEYS.filter((key) => isFilterActive(filters, key)).length;
}

/** The filters with one of them back at its default. */
export function resetFilter(filters: ProposalFilters, key: FilterKey): ProposalFilters {
  return { ...filters, [key]: DEFAULT_FILTERS[key] };
}

/** Adds or removes a code from a list filter, keeping the list's order. */
export function toggleCode<V extends string | number = string>(list: readonly V[] | undefined, code: V, checked: boolean): V[] {
  const rest = (list ?? []).filter((c) => c !== code);
  return checked ? [...rest, code] : rest;
}

/** A slider's [from, to] as a filter range; the full span is no filter. */
export function sliderToRange(value: readonly [number, number], min: number, max: number): Range | null {
  return value[0] <= min && value[1] >= max ? null : { from: value[0], to: value[1] };
}

/** The largest "nice" step that still gives the slider about a hundred positions. */
export function niceStep(span: number): number {
  const steps = [1_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
  return steps.find((s) => span / s <= 100) ?? steps[steps.length - 1]!;
}

/** Slider bounds that are whole steps around the data's bounds. */
export function sliderBounds(bounds: Range, step: number): { min: number; max: number } {
  return { min: Math.floor(bounds.from / step) * step, max: Math.max(Math.ceil(bounds.to / step) * step, Math.floor(bounds.from / step) * step + step) };
}

export interface TimePreset {
  key: string;
  title: string;
  /** Inclusive minutes since Tehran midnight. */
  range: Range;
}

/** Parts of the day a traveller thinks in; they tile the day without overlap. */
export const TIME_PRESETS: readonly TimePreset[] = [
  { key: 'dawn', title: 'بامداد', range: { from: 0, to: 359 } },
  { key: 'morning', title: 'صبح', range: { from: 360, to: 719 } },
  { key: 'noon', title: 'ظهر', range: { from: 720, to: 899 } },
  { key: 'afternoon', title: 'عصر', range: { from: 900, to: 1079 } },
  { key: 'night', title: 'شب', range: { from: 1080, to: 1439 } },
];

export const MINUTES_PER_DAY = 1440;

/**
 * The time slider works on half-open minutes (0–1440) so "till midnight" is a whole step; the
 * filter keeps the domain's inclusive minutes (… 1439). A wrapping range cannot be drawn: full day.
 */
export function timeToSlider(range: Range | null | undefined): [number, number] {
  if (!range || range.from > range.to) return [0, MINUTES_PER_DAY];
  return [range.from, range.to + 1];
}

export function sliderToTime(value: readonly [number, number]): Range | null {
  return value[0] <= 0 && value[1] >= MINUTES_PER_DAY ? null : { from: value[0], to: value[1] - 1 };
}
