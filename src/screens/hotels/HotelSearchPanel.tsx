import { Button, Group, Select, Text, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HotelDestinationsResponse } from '../../contract';
import { JalaliRangePicker, RoomsGuestsPicker, type TravelDates } from '../../design-system';
import { addDays, isoToJalali, tehranToday, toPersianDigits, type IsoDate } from '../../domain';
import {
  buildStayUrl, DEFAULT_HOTEL_FILTERS, DEFAULT_HOTEL_SORT, DEFAULT_ROOMS, defaultStayDates, formatNights, lastCheckInDay, MAX_NIGHTS,
  nightsBetween, validateRooms, validateStayDates, type RoomParty, type StayDestination,
} from '../../domain/hotels';
import { useStores } from '../../stores';
import classes from './HotelSearchPanel.module.css';

/** A destination as the picker holds it: its slugs and how it reads. */
export interface DestinationChoice {
  destination: StayDestination;
  label: string;
  /** For the calendar's prices. */
  cityId?: number;
  hotelId?: number;
}

export interface HotelStayDraft {
  destination: DestinationChoice | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  rooms: readonly RoomParty[];
}

export interface HotelSearchPanelProps {
  /** The stay to start from (the results and hotel pages pass theirs). */
  initial?: HotelStayDraft;
  /** The destination cannot be changed (a hotel's page re-searches its own rooms). */
  fixedDestination?: boolean;
  /** Called after navigating (e.g. to close the editing form). */
  onSubmitted?: (url: string) => void;
  /** The submit button's words. @default 'جستجوی هتل' */
  submitLabel?: string;
  className?: string;
}

const valueOf = (d: StayDestination) => (d.hotel ? `hotel:${d.city}/${d.hotel}` : `city:${d.city}`);

/** The picker's options from a GetDestinations answer: cities first, then hotels by name. */
function optionsOf(answer: HotelDestinationsResponse | null): { groups: ComboboxItemGroup<ComboboxItem>[]; choices: Map<string, DestinationChoice> } {
  const choices = new Map<string, DestinationChoice>();
  const cities = (answer?.cities ?? []).map((c) => {
    const value = valueOf({ city: c.slug, hotel: null });
    choices.set(value, { destination: { city: c.slug, hotel: null }, label: c.nameFa, cityId: c.cityId });
    return { value, label: `${c.nameFa} (${toPersianDigits(c.hotelCount)} هتل)` };
  });
  const hotels = (answer?.hotels ?? []).map((h) => {
    const value = valueOf({ city: h.citySlug, hotel: h.slug });
    choices.set(value, { destination: { city: h.citySlug, hotel: h.slug }, label: h.nameFa, hotelId: h.hotelId });
    return { value, label: `${h.nameFa}، ${h.cityNameFa}` };
  });
  const groups: ComboboxItemGroup<ComboboxItem>[] = [];
  if (cities.length > 0) groups.push({ group: 'شهرها', items: cities });
  if (hotels.length > 0) groups.push({ group: 'هتل‌ها', items: hotels });
  return { groups, choices };
}

/** "1405-01": the Jalali month of a day, as GetCalendarPrices reads it. */
function jalaliMonth(iso: IsoDate): string {
  const j = isoToJalali(iso);
  return `${j.year}-${String(j.month).padStart(2, '0')}`;
}

/** Cities and hotels by name from the server, as the traveller types (the most popular cities before). */
function useDestinations(query: string) {
  const { api } = useStores();
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const [answer, setAnswer] = useState<HotelDestinationsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api.hotelCatalog.destinations(debounced, { signal: controller.signal })
      .then((a) => {
        setAnswer(a);
        setFailed(false);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [api, debounced]);
  return { answer, failed };
}

const NO_PRICES: Record<IsoDate, number> = {};

/** The cheapest night of each check-in day of the month shown and the next, for the range picker. */
function useCalendarPrices(choice: DestinationChoice | null, from: IsoDate, nights: number, adults: number) {
  const { api } = useStores();
  // Keyed by what they are for: other nights, guests or another destination start afresh.
  const [state, setState] = useState<{ key: string; prices: Record<IsoDate, number> }>({ key: '', prices: {} });
  const where = choice?.hotelId !== undefined ? { hotelId: choice.hotelId }
    : choice?.destination ? { citySlug: choice.destination.city, ...(choice.destination.hotel ? { hotelSlug: choice.destination.hotel } : {}) } : null;
  const whereKey = where ? JSON.stringify(where) : null;
  const months = [jalaliMonth(from), jalaliMonth(addDays(from, 31))];
  const monthsKey = months.join(',');
  const key = `${whereKey}|${nights}|${adults}`;
  useEffect(() => {
    if (!whereKey) return;
    const controller = new AbortController();
    const place = JSON.parse(whereKey) as { hotelId?: number; citySlug?: string; hotelSlug?: string };
    for (const month of monthsKey.split(',')) {
      api.hotelCatalog.calendarPrices({ ...place, month, nights, adults: Math.min(Math.max(adults, 1), 6) }, { signal: controller.signal })
        .then((days) => setState((known) => {
          const next = known.key === key ? { ...known.prices } : {};
          for (const d of days) if (d.price !== null) next[d.date] = d.price;
          return { key, prices: next };
        }))
        .catch(() => undefined); // prices help; the picker works without them
    }
    return () => controller.abort();
  }, [api, whereKey, monthsKey, nights, adults, key]);
  return state.key === key ? state.prices : NO_PRICES;
}

/**
 * The hotel search form: where (a city, or a hotel by name, which goes straight to its page),
 * check-in and check-out on the Jalali range picker (at most 30 nights, counted as chosen, each day
 * with its cheapest night), rooms and guests. Submitting opens the stay URL.
 */
export function HotelSearchPanel({ initial, fixedDestination = false, onSubmitted, submitLabel = 'جستجوی هتل', className }: HotelSearchPanelProps) {
  const { env } = useStores();
  const navigate = useNavigate();
  const today = tehranToday(env.now());
  const fallback = defaultStayDates(today);
  const [choice, setChoice] = useState<DestinationChoice | null>(initial?.destination ?? null);
  const [dates, setDates] = useState<TravelDates>({ departure: initial?.checkIn ?? fallback.checkIn, return: initial?.checkOut ?? fallback.checkOut });
  const [rooms, setRooms] = useState<readonly RoomParty[]>(initial?.rooms ?? DEFAULT_ROOMS);
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { answer, failed } = useDestinations(fixedDestination ? '' : query);
  const { groups, choices } = useMemo(() => optionsOf(answer), [answer]);
  // The chosen destination stays among the options while the list shows other matches.
  const value = choice ? valueOf(choice.destination) : null;
  const data = useMemo(() => {
    if (!choice || !value || choices.has(value)) return groups;
    return [{ group: choice.destination.hotel ? 'هتل‌ها' : 'شهرها', items: [{ value, label: choice.label }] }, ...groups];
  }, [groups, choices, choice, value]);

  const nights = dates.departure && dates.return ? nightsBetween(dates.departure, dates.return) : null;
  const adults = rooms[0]?.adults ?? 2;
  const prices = useCalendarPrices(choice, dates.departure ?? today, nights && nights > 0 && nights <= MAX_NIGHTS ? nights : 1, adults);

  const dateErrors = dates.departure && dates.return ? validateStayDates({ checkIn: dates.departure, checkOut: dates.return }, today) : [];
  const datesError = !dates.departure || !dates.return
    ? (submitted ? 'تاریخ ورود و خروج را انتخاب کنید.' : null)
    : dateErrors[0]?.message ?? null;
  const roomsError = submitted ? validateRooms(rooms)[0]?.message ?? null : null;
  const destinationError = submitted && !choice ? 'شهر یا هتل مقصد را انتخاب کنید.' : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!choice || !dates.departure || !dates.return || dateErrors.length > 0 || validateRooms(rooms).length > 0) return;
    const url = buildStayUrl({
      destination: choice.destination, checkIn: dates.departure, checkOut: dates.return, rooms, filters: DEFAULT_HOTEL_FILTERS, sort: DEFAULT_HOTEL_SORT,
    });
    void navigate(url);
    onSubmitted?.(url);
  };

  return (
    <form className={[classes.form, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate aria-label="جستجوی هتل">
      <Select
        className={classes.destination}
        label="مقصد یا نام هتل"
        placeholder="شهر یا هتل را بنویسید"
        searchable
        disabled={fixedDestination}
        data={data}
        value={value}
        onChange={(v) => setChoice(v ? choices.get(v) ?? choice : null)}
        searchValue={query}
        onSearchChange={setQuery}
        // The server has matched the text already (Persian or English, any part of a name).
        filter={({ options }) => options}
        nothingFoundMessage={failed ? 'فهرست مقصدها دریافت نشد.' : 'مقصدی با این نام پیدا نشد.'}
        leftSection={choice?.destination.hotel ? <IconBuildingSkyscraper size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
        error={destinationError}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={320}
        allowDeselect={false}
      />
      <div className={classes.dates}>
        <JalaliRangePicker
          value={dates}
          onChange={setDates}
          departureLabel="تاریخ ورود"
          returnLabel="تاریخ خروج"
          title="تاریخ ورود و خروج"
          today={today}
          minDate={dates.departure && !dates.return ? addDays(dates.departure, 1) : today}
          maxDate={dates.departure && !dates.return ? addDays(dates.departure, MAX_NIGHTS) : addDays(lastCheckInDay(today), MAX_NIGHTS)}
          prices={prices}
          clearable={false}
          error={datesError}
        />
        <Text size="sm" c="dimmed" className={classes.nights} aria-live="polite">
          {nights !== null && nights > 0 ? formatNights(nights) : '\u00a0'}
        </Text>
      </div>
      <RoomsGuestsPicker className={classes.rooms} value={rooms} onChange={setRooms} label="اتاق و مهمانان" error={roomsError} />
      <Group className={classes.submit} justify="flex-end" align="flex-end">
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />} fullWidth>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

export default HotelSearchPanel;
