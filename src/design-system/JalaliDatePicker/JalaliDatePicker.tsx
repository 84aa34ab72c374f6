import { useId } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import type { IsoDate } from '../../domain/calendar-days';
import { formatJalaliDate, formatJalaliLong } from '../../domain/jalali';
import { JalaliCalendar, type CalendarSystem, type JalaliCalendarProps } from '../JalaliCalendar';
import { DateField } from './DateField';
import { PickerDropdown, usePickerDropdownType, type PickerDropdownType } from './PickerDropdown';

/** Calendar settings both pickers pass straight through. */
export type PickerCalendarProps = Pick<
  JalaliCalendarProps,
  'today' | 'minDate' | 'maxDate' | 'disabledDates' | 'prices' | 'numberOfMonths' | 'withCalendarSwitch'
> & {
  /** Calendar the grid opens in; the traveller can flip it, values stay ISO. @default 'jalali' */
  defaultCalendar?: CalendarSystem;
  /** 'popover' or full-screen 'sheet'. @default 'sheet' below 576 px, otherwise 'popover' */
  dropdownType?: PickerDropdownType;
  /** Opens on first render (stories, or a form that starts on the date). @default false */
  defaultOpened?: boolean;
  /** Told when the picker opens or closes. */
  onOpenChange?: (opened: boolean) => void;
};

export type DateValueFormat = 'short' | 'long';

/** "دوشنبه ۱۰ فروردین ۱۴۰۵" or "۱۰/۰۱/۱۴۰۵". */
export function formatPickerDate(iso: IsoDate | null, format: DateValueFormat, withYear = true): string | null {
  if (!iso) return null;
  return (format === 'long' ? formatJalaliLong(iso, { weekday: true, year: withYear }) : formatJalaliDate(iso)) || null;
}

export interface JalaliDatePickerProps extends PickerCalendarProps {
  /** The chosen day, ISO 'YYYY-MM-DD', or null. */
  value: IsoDate | null;
  /** A day was chosen (the picker then closes), or null when cleared. */
  onChange: (value: IsoDate | null) => void;
  /** Field label. @default 'تاریخ' */
  label?: ReactNode;
  /** Shown while empty. @default 'انتخاب تاریخ' */
  placeholder?: string;
  description?: ReactNode;
  /** Error message under the field, or true to only mark it red. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shows the clear button while a day is chosen. @default true */
  clearable?: boolean;
  /** How the field shows the day. @default 'long' */
  valueFormat?: DateValueFormat;
  className?: string;
}

/** One Jalali day in a field that opens the calendar: a popover on wide screens, a sheet on mobile. */
export function JalaliDatePicker(props: JalaliDatePickerProps) {
  const {
    value, onChange, label = 'تاریخ', placeholder = 'انتخاب تاریخ', clearable = true, valueFormat = 'long',
    defaultCalendar = 'jalali', dropdownType, defaultOpened = false, onOpenChange, ...calendarProps
  } = props;
  const { description, error, required, disabled, className, ...gridProps } = calendarProps;
  const [opened, setOpenedState] = useState(defaultOpened && !disabled);
  const [system, setSystem] = useState<CalendarSystem>(defaultCalendar);
  const type = usePickerDropdownType(dropdownType);
  const dropdownId = useId();
  const setOpened = (next: boolean) => {
    setOpenedState(next);
    onOpenChange?.(next);
  };
  const title = typeof label === 'string' ? label : 'انتخاب تاریخ';

  return (
    <PickerDropdown
      type={type}
      opened={opened}
      onClose={() => setOpened(false)}
      title={title}
      dropdownId={dropdownId}
      target={
        <DateField
          label={label}
          text={formatPickerDate(value, valueFormat)}
          placeholder={placeholder}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          clearable={clearable}
          clearLabel="پاک کردن تاریخ"
          opened={opened}
          dropdownId={dropdownId}
          onOpen={() => setOpened(!opened)}
          onClear={() => onChange(null)}
          className={className}
        />
      }
    >
      <JalaliCalendar
        {...gridProps}
        numberOfMonths={type === 'sheet' ? 1 : gridProps.numberOfMonths}
        fullWidth={type === 'sheet'}
        value={value}
        calendar={system}
        onCalendarChange={setSystem}
        onChange={(day) => {
          onChange(day);
          setOpened(false);
        }}
      />
    </PickerDropdown>
  );
}
