import { Combobox, useCombobox } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LocationField, type LocationFieldProps } from './LocationField';
import { LocationOptionContent } from './LocationOptionContent';
import { locationKey, searchPlaces, type LocationValue, type Place } from './places';
import classes from './LocationPicker.module.css';

export interface LocationComboboxProps {
  field: Omit<LocationFieldProps, 'onText'>;
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
  places: readonly Place[];
  withEnglish: boolean;
  popularLabel: string;
  limit: number;
  /** The text being typed, or null: the field shows the chosen place and the list the popular ones. */
  search: string | null;
  setSearch: (search: string | null) => void;
  /** The plain field had focus when this replaced it: take it over, caret at the end, list open. */
  resume: boolean;
}

/** The place field with its list (Mantine's Combobox): a chunk of its own, see LocationPicker. */
export function LocationCombobox(props: LocationComboboxProps) {
  const { field, value, onChange, places, withEnglish, popularLabel, limit, search, setSearch, resume } = props;
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
    },
  });
  const options = searchPlaces(places, search ?? '', limit);
  const typed = (search ?? '').trim() !== '';
  const input = useRef<HTMLInputElement>(null);
  // Focus given back after the swap selects nothing: what was typed stays and typing goes on.
  const resuming = useRef(resume);

  // Typing puts the best match under Enter.
  useEffect(() => {
    if (typed) combobox.selectFirstOption();
  }, [search, typed, combobox]);

  useEffect(() => {
    const el = input.current;
    if (!resuming.current || !el) return;
    el.focus({ preventScroll: true });
    el.setSelectionRange(el.value.length, el.value.length);
    combobox.openDropdown();
    resuming.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when this replaces the plain field
  }, []);

  const choose = (key: string) => {
    const option = options.find((o) => o.key === key);
    if (option) onChange(option.value);
    combobox.closeDropdown();
  };
  const items = options.map((option) => (
    <Combobox.Option key={option.key} value={option.key} className={classes.item} active={value ? locationKey(value) === option.key : false}>
      <LocationOptionContent option={option} withEnglish={withEnglish} />
    </Combobox.Option>
  ));

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start" shadow="md" classNames={{ dropdown: classes.dropdown }}>
      <Combobox.Target withExpandedAttribute>
        <LocationField
          {...field}
          ref={input}
          onText={(text) => {
            setSearch(text);
            combobox.openDropdown();
          }}
          onFocus={(event) => {
            if (!resuming.current) event.currentTarget.select();
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
            {typed ? items : <Combobox.Group label={popularLabel}>{items}</Combobox.Group>}
          </Combobox.Options>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
