/** A Search request (from the URL or history) as the search form's first state, and back to a URL. */
import { toSearchRequest, type FlightSearchDraft, type FlightSearchValue, type SearchScope } from '../../design-system';
import { addDays, buildSearchUrl, TripType, type IsoDate, type SearchRequest, type SearchSegment } from '../../domain';

/**
 * The form's state for a search, so a traveller edits it instead of starting over. A wrong URL's
 * draft is mended on the way: an empty code is left for the traveller to pick, and an unreadable
 * or past date gives way (departure tomorrow, no return date).
 */
export function draftFromSearch(search: SearchRequest, today: IsoDate): Partial<FlightSearchDraft> {
  const place = (code: string, codeType: SearchSegment['originType']) => (code ? { code, codeType } : null);
  const usable = (day: IsoDate) => day !== '' && day >= today;
  const legs = search.flightType === TripType.MultiDestination ? search.segments : search.segments.slice(0, 1);
  if (legs.length === 0) return freshDraft(today);
  const back = search.flightType === TripType.RoundTrip ? search.segments[1] : undefined;
  return {
    tripType: search.flightType,
    segments: legs.map((s) => ({
      origin: place(s.origin, s.originType),
      destination: place(s.destination, s.destinationType),
      departureDate: usable(s.departureDate) ? s.departureDate : addDays(today, 1),
    })),
    returnDate: back && usable(back.departureDate) ? back.departureDate : null,
    passengers: { adults: search.adults, children: search.children, infants: search.infants },
    cabin: search.cabinType,
  };
}

/** A new search: departure tomorrow (SPEC §9), the rest the form's defaults. */
export function freshDraft(today: IsoDate): Partial<FlightSearchDraft> {
  return { segments: [{ origin: null, destination: null, departureDate: addDays(today, 1) }] };
}

/** The results URL of a valid form value (SPEC §2 "Search URL building"). */
export function searchUrlFor(value: FlightSearchValue, scope: SearchScope): string {
  return buildSearchUrl(toSearchRequest(value, scope));
}
