import { useState, type ReactNode } from 'react';
import { deferredPart } from '../overlays/deferred-part';
import { KIND, LocationField } from './LocationField';
import { locationLabel, type LocationValue, type Place } from './places';

/** Which list the picker shows: domestic or international cities (each with its own priorities). */
export type LocationScope = 'domestic' | 'international';

export interface LocationPickerProps {
  /** The chosen city or airport, or null. */
  value: LocationValue | null;
  /** Called with the chosen row, or null when cleared. */
  onChange: (value: LocationValue | null) => void;
  /** The scope's cities and airports (the screen passes the domestic or the international list). */
  places: readonly Place[];
  /** International rows add the English city name; headings name the list. @default 'domestic' */
  scope?: LocationScope;
  /** Sets the icon and the default label and placeholder. @default 'origin' */
  kind?: 'origin' | 'destination';
  /** @default 'مبدأ' or 'مقصد' by kind */
  label?: ReactNode;
  /** @default 'شهر یا فرودگاه' */
  placeholder?: string;
  /** Error message under the field. */
  error?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** How many cities the list shows, popular ones with no text typed. @default 8 */
  limit?: number;
  className?: string;
}

const POPULAR: Record<LocationScope, string> = { domestic: 'شهرهای پرطرفدار', international: 'شهرهای پرطرفدار خارجی' };

// The list (Mantine's Combobox, floating-ui): loaded when the page is idle or at the first focus.
const combobox = deferredPart(() => import('./LocationCombobox'));

/** Loads the list's code ahead of its first use (stories, tests). */
export const loadLocationCombobox = combobox.load;

/**
 * An autocomplete for a city or airport: Persian, English or IATA; popular places first. Until the
 * list's code has arrived the field is a plain input (typing is kept, Enter waits); the list then
 * takes over the field, and the focus if the traveller is in it.
 */
export function LocationPicker(props: LocationPickerProps) {
  const {
    value, onChange, places, scope = 'domestic', kind = 'origin', placeholder = 'شهر یا فرودگاه', error, disabled = false,
    limit = 8, className,
  } = props;
  const { label = KIND[kind].label } = props;
  // null while not typing: the field shows the chosen place and the list the popular ones.
  const [search, setSearch] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [used, setUsed] = useState(false);
  const loaded = combobox.usePart(used);
  const field = {
    kind, label, placeholder, error, disabled, className,
    text: search ?? locationLabel(places, value),
    filled: !!value,
    clearable: !!value && !disabled && search === null,
    onClear: () => onChange(null),
  };

  if (loaded) {
    return (
      <loaded.LocationCombobox
        field={field} value={value} onChange={onChange} places={places} withEnglish={scope === 'international'}
        popularLabel={POPULAR[scope]} limit={limit} search={search} setSearch={setSearch} resume={focused}
      />
    );
  }
  return (
    <LocationField
      {...field}
      onText={(text) => {
        setSearch(text);
        setUsed(true);
      }}
      onFocus={() => {
        setFocused(true);
        setUsed(true);
      }}
      onBlur={() => {
        setFocused(false);
        setSearch(null);
      }}
      // Enter would send the form with the place half typed: the list, on its way, chooses.
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
    />
  );
}
