/** A Search request (from the URL or history) as the search form's first state, and back to a URL. */
import { toSearchRequest, type FlightSearchDraft, type FlightSearchValue, type SearchScope } from '../../design-system';
import { addDays, buildSearchUrl, TripType, type IsoDate, type SearchRequest } from '../../domain';

/** The form's state for a search, so a traveller edits it instead of starting over. */
export function draftFromSearch(search: SearchRequest): Partial<FlightSearchDraft> {
  const legs = search.flightType === TripType.MultiDestination ? search.segments : search.segments.slice(0, 1);
  const back = search.flightType === TripType.RoundTrip ? search.segments[1] : undefined;
  return {
    tripType: search.flightType,
    segments: legs.map((s) => ({
      origin: { code: s.origin, codeType: s.originType },
      destination: { code: s.destination, codeType: s.destinationType },
      departureDate: s.departureDate,
    })),
    returnDate: back?.departureDate ?? null,
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
