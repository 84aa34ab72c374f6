import { Button, Paper } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { IsoDate } from '../../domain/calendar-days';
import { TripType } from '../../domain/enums';
import { tehranToday } from '../../domain/tehran-time';
import { CabinClassSelect } from '../CabinClassSelect';
import { JalaliDatePicker } from '../JalaliDatePicker';
import { JalaliRangePicker } from '../JalaliRangePicker';
import { OriginDestinationPicker, type Place } from '../LocationPicker';
import { PassengerCountPicker } from '../PassengerCountPicker';
import { ALL_TRIP_TYPES, DOMESTIC_TRIP_TYPES, TripTypeSwitch } from '../TripTypeSwitch';
import { MultiSegmentRows } from './MultiSegmentRows';
import { activeSegments, checkSearchForm, initialDraft } from './search-form';
import type { DraftSegment, FlightSearchDraft, FlightSearchValue, SearchScope } from './types';
import classes from './FlightSearchForm.module.css';

export interface FlightSearchFormProps {
  /** Domestic (one-way, round trip) or international (adds multi-destination). @default 'domestic' */
  scope?: SearchScope;
  /** The scope's cities and airports. */
  places: readonly Place[];
  /** Called with a valid, typed search; the screen builds the URL (toSearchRequest + buildSearchUrl). */
  onSubmit: (value: FlightSearchValue) => void;
  /** Today in Tehran: the earliest day on every calendar. Pass a fixed day in stories and tests. @default tehranToday() */
  today?: IsoDate;
  /** Lowest fare per day in rials, shown on the calendars. */
  prices?: Readonly<Record<IsoDate, number>>;
  /** The form's first state (a search from the URL or history). @default one-way, one adult, economy, nothing chosen */
  defaultValue?: Partial<FlightSearchDraft>;
  /** Spinner on the search button while the screen navigates. @default false */
  submitting?: boolean;
  className?: string;
}

/** The flight search: route, dates, passengers, cabin; validates in Persian on submit. */
export function FlightSearchForm(props: FlightSearchFormProps) {
  const { scope = 'domestic', places, onSubmit, prices, defaultValue, submitting = false, className } = props;
  const today = props.today ?? tehranToday();
  const [draft, setDraft] = useState(() => initialDraft(defaultValue));
  // Errors appear on submit and then follow every edit until the form is valid.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? checkSearchForm(draft, today, places).errors : {};
  const set = (patch: Partial<FlightSearchDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setFirst = (patch: Partial<DraftSegment>) =>
    setDraft((d) => ({ ...d, segments: d.segments.map((s, i) => (i === 0 ? { ...s, ...patch } : s)) }));
  const first = draft.segments[0]!;
  const multi = draft.tripType === TripType.MultiDestination;
  const tripTypes = scope === 'domestic' ? DOMESTIC_TRIP_TYPES : ALL_TRIP_TYPES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkSearchForm(draft, today, places);
    if (checked.value) onSubmit(checked.value);
  };

  const searchButton = (
    <Button type="submit" size="md" loading={submitting} leftSection={<IconSearch size={18} aria-hidden />} className={classes.submit}>
      جستجو
    </Button>
  );

  return (
    <Paper
      component="form"
      noValidate
      withBorder
      radius="lg"
      onSubmit={submit}
      aria-label={scope === 'domestic' ? 'جستجوی پرواز داخلی' : 'جستجوی پرواز خارجی'}
      className={[classes.root, className].filter(Boolean).join(' ')}
      data-scope={scope}
      data-trip-type={draft.tripType}
      data-invalid={Object.keys(errors).length > 0 || undefined}
    >
      <div className={classes.inner}>
        <div className={classes.toolbar}>
          <TripTypeSwitch
            value={draft.tripType}
            options={tripTypes}
            onChange={(tripType) => set({ tripType, segments: tripType === TripType.MultiDestination ? activeSegments({ ...draft, tripType }) : draft.segments })}
            className={classes.tripType}
          />
          <PassengerCountPicker value={draft.passengers} onChange={(passengers) => set({ passengers })} error={errors.passengers} className={classes.passengers} />
          <CabinClassSelect value={draft.cabin} onChange={(cabin) => set({ cabin })} className={classes.cabin} />
        </div>

        {multi ? (
          <>
            <MultiSegmentRows
              segments={activeSegments(draft)}
              onChange={(segments) => set({ segments })}
              errors={errors}
              places={places}
              scope={scope}
              today={today}
              prices={prices}
            />
            <div className={classes.multiSubmit}>{searchButton}</div>
          </>
        ) : (
          <div className={classes.main}>
            <OriginDestinationPicker
              places={places}
              scope={scope}
              value={first}
              onChange={setFirst}
              originError={errors['segments.0.origin']}
              destinationError={errors['segments.0.destination']}
              className={classes.route}
            />
            <div className={classes.dates}>
              {draft.tripType === TripType.RoundTrip ? (
                <JalaliRangePicker
                  value={{ departure: first.departureDate, return: draft.returnDate }}
                  onChange={(range) => {
                    setFirst({ departureDate: range.departure });
                    set({ returnDate: range.return });
                  }}
                  error={errors['segments.0.departureDate'] ?? errors.returnDate}
                  today={today}
                  minDate={today}
                  prices={prices}
                />
              ) : (
                <JalaliDatePicker
                  label="تاریخ رفت"
                  value={first.departureDate}
                  onChange={(departureDate) => setFirst({ departureDate })}
                  error={errors['segments.0.departureDate']}
                  today={today}
                  minDate={today}
                  prices={prices}
                />
              )}
            </div>
            {searchButton}
          </div>
        )}
      </div>
    </Paper>
  );
}
