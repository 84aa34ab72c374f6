/**
 * The results view in the URL (SPEC §3 "Filters"): the filters and the sort as query parameters,
 * so a shared link reproduces what the sender saw. Only these keys are read or written; the search
 * parameters (adults, departing, cabintype…) and the back-button `rqs` are left alone.
 *
 *   time=0600-1159       departure time of day, HHMM-HHMM (from > to wraps past midnight)
 *   airlines=IR,W5       marketing airline codes
 *   price=1000000-2500000  total price range, rials
 *   stops=1              leg count per group (SPEC §5: "1" is non-stop); absent means all
 *   type=charter|system
 *   duration=60-180      group duration range, minutes
 *   airports=THR,MHD
 *   tickets=all          sold-out proposals too; absent means available only
 *   sort=earliest|latest|fastest|expensive|promotions; absent means cheapest
 *   outbound=<ProposalId>  round trip: the chosen outbound, i.e. the return-leg step
 *
 * Reading ignores any value it cannot read (that filter stays at its default), never throws.
 */
import { BACK_BUTTON_QUERY_PARAM } from './constants';
import { DEFAULT_SORT, SortOption } from './enums';
import {
  DEFAULT_FILTERS, ProposalTypeFilter, STOPS_ALL, TICKETS_ALL, TICKETS_AVAILABLE, type ProposalFilters, type Range,
} from './proposal-filters';

export const RESULTS_FILTER_PARAMS = ['time', 'airlines', 'price', 'stops', 'type', 'duration', 'airports', 'tickets'] as const;
export const RESULTS_SORT_PARAM = 'sort';
export const RESULTS_OUTBOUND_PARAM = 'outbound';
const VIEW_PARAMS: readonly string[] = [...RESULTS_FILTER_PARAMS, RESULTS_SORT_PARAM, RESULTS_OUTBOUND_PARAM];

const SORT_WORDS: Readonly<Record<SortOption, string>> = {
  [SortOption.MostExpensive]: 'expensive',
  [SortOption.Cheapest]: 'cheapest',
  [SortOption.Earliest]: 'earliest',
  [SortOption.Latest]: 'latest',
  [SortOption.Fastest]: 'fastest',
  [SortOption.Promotions]: 'promotions',
};
const TYPE_WORDS: Readonly<Record<string, string>> = { [ProposalTypeFilter.Charter]: 'charter', [ProposalTypeFilter.System]: 'system' };
const MINUTES_PER_DAY = 24 * 60;

export interface ResultsView {
  filters: ProposalFilters;
  sort: SortOption;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad2(Math.floor(minutes / 60))}${pad2(minutes % 60)}`;

function readClock(text: string): number | null {
  const m = /^(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

const isDayMinute = (n: number) => Number.isInteger(n) && n >= 0 && n < MINUTES_PER_DAY;
const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function readTimeRange(text: string): Range | null {
  const [from, to, extra] = text.split('-');
  if (from === undefined || to === undefined || extra !== undefined) return null;
  const f = readClock(from);
  const t = readClock(to);
  return f === null || t === null ? null : { from: f, to: t };
}

function readAmountRange(text: string): Range | null {
  const m = /^(\d{1,15})-(\d{1,15})$/.exec(text);
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from <= to ? { from, to } : null;
}

/** Upper-cased, de-duplicated codes of 2–3 Latin letters or digits; anything else dropped. */
function readCodes(text: string): string[] {
  const codes: string[] = [];
  for (const part of text.split(',')) {
    const code = part.trim().toUpperCase();
    if (/^[A-Z0-9]{2,3}$/.test(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

function writeCodes(codes: readonly string[] | undefined): string | null {
  const clean = readCodes((codes ?? []).join(','));
  return clean.length > 0 ? clean.join(',') : null;
}

/** The filters and sort a URL's query asks for; unreadable values fall back to the defaults. */
export function readResultsView(params: URLSearchParams): ResultsView {
  const filters: { -readonly [K in keyof ProposalFilters]: ProposalFilters[K] } = { ...DEFAULT_FILTERS };
  const get = (key: string) => params.get(key)?.trim() ?? '';

  const time = readTimeRange(get('time'));
  if (time) filters.time = time;
  const price = readAmountRange(get('price'));
  if (price) filters.price = price;
  const duration = readAmountRange(get('duration'));
  if (duration) filters.duration = duration;
  filters.airlines = readCodes(get('airlines'));
  filters.airports = readCodes(get('airports'));
  const stops = get('stops');
  if (/^[1-9]$/.test(stops)) filters.stops = stops;
  const type = Object.entries(TYPE_WORDS).find(([, word]) => word === get('type').toLowerCase());
  if (type) filters.type = type[0];
  if (get('tickets').toLowerCase() === 'all') filters.tickets = TICKETS_ALL;

  // The defaults themselves, not an equal copy: the stores tell "filtered" by identity.
  const unfiltered = RESULTS_FILTER_PARAMS.every((key) => JSON.stringify(filters[key]) === JSON.stringify(DEFAULT_FILTERS[key]));
  const sortWord = get(RESULTS_SORT_PARAM).toLowerCase();
  const sortEntry = Object.entries(SORT_WORDS).find(([, word]) => word === sortWord);
  return { filters: unfiltered ? DEFAULT_FILTERS : filters, sort: sortEntry ? (Number(sortEntry[0]) as SortOption) : DEFAULT_SORT };
}

/** The query words of the filters and sort that differ from the defaults. */
function viewEntries({ filters: f, sort }: ResultsView): [string, string][] {
  const out: [string, string][] = [];
  const range = (key: string, r: Range | null | undefined, valid: (n: number) => boolean, write: (n: number) => string) => {
    if (r && valid(r.from) && valid(r.to)) out.push([key, `${write(r.from)}-${write(r.to)}`]);
  };
  range('time', f.time, isDayMinute, clock);
  const airlines = writeCodes(f.airlines);
  if (airlines) out.push(['airlines', airlines]);
  if (f.price && f.price.from <= f.price.to) range('price', f.price, isAmount, String);
  if (f.stops && /^[1-9]$/.test(f.stops) && f.stops !== STOPS_ALL) out.push(['stops', f.stops]);
  const type = f.type ? TYPE_WORDS[f.type] : undefined;
  if (type) out.push(['type', type]);
  if (f.duration && f.duration.from <= f.duration.to) range('duration', f.duration, isAmount, String);
  const airports = writeCodes(f.airports);
  if (airports) out.push(['airports', airports]);
  if ((f.tickets ?? TICKETS_AVAILABLE) !== TICKETS_AVAILABLE) out.push(['tickets', 'all']);
  if (sort !== DEFAULT_SORT && SORT_WORDS[sort]) out.push([RESULTS_SORT_PARAM, SORT_WORDS[sort]]);
  return out;
}

/**
 * A copy of `params` with the filter and sort keys rewritten from `view` (defaults leave no key).
 * Every other parameter keeps its value and place; the view's keys go after them in a fixed order.
 */
export function writeResultsView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams();
  const owned: readonly string[] = [...RESULTS_FILTER_PARAMS, RESULTS_SORT_PARAM];
  params.forEach((value, key) => {
    if (!owned.includes(key)) next.append(key, value);
  });
  for (const [key, value] of viewEntries(view)) next.set(key, value);
  return next;
}

/** The chosen outbound's ProposalId of a round trip's return-leg step, or null. */
export function readOutboundId(params: URLSearchParams): string | null {
  const id = params.get(RESULTS_OUTBOUND_PARAM)?.trim();
  return id ? id : null;
}

/**
 * What identifies the search itself: the path and every query parameter except the view's keys
 * and `rqs`, sorted. Two URLs with the same key show the same proposals (only the view differs).
 */
export function searchKeyOf(pathname: string, params: URLSearchParams, ignore: readonly string[] = [BACK_BUTTON_QUERY_PARAM]): string {
  const kept: [string, string][] = [];
  params.forEach((value, key) => {
    const lower = key.toLowerCase();
    if (!VIEW_PARAMS.includes(lower) && !ignore.includes(lower)) kept.push([lower, value]);
  });
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return `${path}?${new URLSearchParams(kept)}`;
}
