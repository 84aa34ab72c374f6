export { FlightSearchForm } from './FlightSearchForm';
export type { FlightSearchFormProps } from './FlightSearchForm';
export { activeSegments, checkSearchForm, defaultDepartureDate, EMPTY_SEGMENT, initialDraft, minDateFor, nextSegment, toSearchRequest, updateSegment } from './search-form';
export type { CheckedSearch } from './search-form';
export { MAX_SEGMENTS, MIN_SEGMENTS } from './types';
export type { DraftSegment, FlightSearchDraft, FlightSearchSegment, FlightSearchValue, SearchFormErrors, SearchScope } from './types';
