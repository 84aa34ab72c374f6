import { CloseButton, Combobox, TextInput, useCombobox } from '@mantine/core';
import { IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { LocationOptionContent } from './LocationOptionContent';
import { locationKey, locationLabel, searchPlaces, type LocationValue, type Place } from './places';
import classes from './LocationPicker.module.css';

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

const KIND = {
  origin: { label: 'مبدأ', icon: IconPlaneDeparture, clear: 'پاک کردن مبدأ' },
  destination: { label: 'مقصد', icon: IconPlaneArrival, clear: 'پاک کردن مقصد' },
} as const;

const POPULAR: Record<LocationScope, string> = { domestic: 'شهرهای پرطرفدار', international: 'شهرهای پرطرفدار خارجی' };

/** An autocomplete for a city or airport: Persian, English or IATA; popular places first. */
export function LocationPicker(props: LocationPickerProps) {
  const {
    value, onChange, places, scope = 'domestic', kind = 'origin', placeholder = 'شهر یا فرودگاه', error, disabled = false,
    limit = 8, className,
  } = props;
  const { label = KIND[kind].label } = props;
  // null while not typing: the field shows the chosen place and the list the popular ones.
  const [search, setSearch] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
    },
  });
  const options = searchPlaces(places, search ?? '', limit);
  const typed = (search ?? '').trim() !== '';

  // Typing puts the best match under Enter.
  useEffect(() => {
    if (typed) combobox.selectFirstOption();
  }, [search, typed, combobox]);

  const choose = (key: string) => {
    const option = options.find((o) => o.key === key);
    if (option) onChange(option.value);
    combobox.closeDropdown();
  };
  const Icon = KIND[kind].icon;
  const items = options.map((option) => (
    <Combobox.Option key={option.key} value={option.key} className={classes.item} active={value ? locationKey(value) === option.key : false}>
      <LocationOptionContent option={option} withEnglish={scope === 'international'} />
    </Combobox.Option>
  ));

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start" shadow="md" classNames={{ dropdown: classes.dropdown }}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          size="md"
          label={label}
          placeholder={placeholder}
          error={error}
          disabled={disabled}
          className={className}
          classNames={{ input: classes.input }}
          data-kind={kind}
          data-filled={value ? true : undefined}
          autoComplete="off"
          aria-autocomplete="list"
          value={search ?? locationLabel(places, value)}
          leftSection={<Icon size={20} aria-hidden />}
          rightSection={
            value && !disabled && search === null ? (
              <CloseButton size="md" aria-label={KIND[kind].clear} onMouseDown={(e) => e.preventDefault()} onClick={() => onChange(null)} />
            ) : null
          }
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={(event) => {
            event.currentTarget.select();
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {/* A listbox must hold options, so "nothing found" sits outside it. */}
        {items.length === 0 ? (
          <Combobox.Empty>شهر یا فرودگاهی با «{search}» پیدا نشد</Combobox.Empty>
        ) : (
          <Combobox.Options mah={360} className={classes.options}>
            {typed ? items : <Combobox.Group label={POPULAR[scope]}>{items}</Combobox.Group>}
          </Combobox.Options>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
