import { Input, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useState, type ReactNode, type Ref } from 'react';
import { JalaliCalendar, type CalendarSystem } from '../JalaliCalendar';
import { DateField } from '../JalaliDatePicker/DateField';
import { formatPickerDate, type DateValueFormat, type PickerCalendarProps } from '../JalaliDatePicker/JalaliDatePicker';
import { PickerDropdown, usePickerDropdownType } from '../JalaliDatePicker/PickerDropdown';
import { chooseTravelDay, stepFor, type RangeStep, type TravelDates } from './range';
import classes from './JalaliRangePicker.module.css';

export interface JalaliRangePickerProps extends PickerCalendarProps {
  /** Departure and return, ISO 'YYYY-MM-DD' or null. */
  value: TravelDates;
  /** Called on every click: first with the departure (return null), then with both. */
  onChange: (value: TravelDates) => void;
  /** Also asked for in the calendar («… را انتخاب کنید»). @default 'تاریخ رفت' */
  departureLabel?: string;
  /** Also asked for in the calendar once the first day is chosen. @default 'تاریخ برگشت' */
  returnLabel?: string;
  /** Names the calendar dialog (the sheet's title on mobile). @default 'تاریخ رفت و برگشت' */
  title?: string;
  /** Shown in an empty field. @default 'انتخاب کنید' */
  placeholder?: string;
  /** Error message under both fields. */
  error?: ReactNode;
  disabled?: boolean;
  /** Clear buttons: the departure's clears both days, the return's only the return. @default true */
  clearable?: boolean;
  /** How the fields show the days. @default 'long' (weekday and day, no year) */
  valueFormat?: DateValueFormat;
  className?: string;
}

/** Departure and return in two fields over one calendar that guides the two clicks. */
export function JalaliRangePicker(props: JalaliRangePickerProps) {
  const {
    value, onChange, departureLabel = 'تاریخ رفت', returnLabel = 'تاریخ برگشت', title = 'تاریخ رفت و برگشت', placeholder = 'انتخاب کنید',
    error, disabled, clearable = true, valueFormat = 'long', className, defaultCalendar = 'jalali',
    dropdownType, defaultOpened = false, onOpenChange, ...gridProps
  } = props;
  const [opened, setOpenedState] = useState(defaultOpened && !disabled);
  // Reopening a half-chosen range goes on with its return.
  const [step, setStep] = useState<RangeStep>(value.departure && !value.return ? 'return' : 'departure');
  const [system, setSystem] = useState<CalendarSystem>(defaultCalendar);
  const type = usePickerDropdownType(dropdownType);
  const dropdownId = useId();
  const errorId = useId();
  const setOpened = (next: boolean) => {
    setOpenedState(next);
    onOpenChange?.(next);
  };
  const openOn = (field: RangeStep) => {
    setStep(stepFor(field, value));
    setOpened(!opened || step !== stepFor(field, value));
  };
  const choose = (day: string) => {
    const choice = chooseTravelDay(value, step, day);
    onChange(choice.value);
    setStep(choice.next);
    if (choice.done) setOpened(false);
  };
  const withYear = valueFormat === 'short';
  // The hint asks for the field's own day: a hotel's check-in and check-out, not a flight's departure and return.
  const hint: Record<RangeStep, string> = { departure: `${departureLabel} را انتخاب کنید`, return: `${returnLabel} را انتخاب کنید` };
  const fields = (ref?: Ref<HTMLDivElement>) => (
    <div ref={ref} className={classes.fields} data-error={error ? true : undefined}>
      <DateField
        label={departureLabel}
        text={formatPickerDate(value.departure, valueFormat, withYear)}
        placeholder={placeholder}
        error={!!error}
        describedBy={error && error !== true ? errorId : undefined}
        disabled={disabled}
        clearable={clearable}
        clearLabel={`پاک کردن ${title}`}
        opened={opened}
        active={opened && step === 'departure'}
        dropdownId={dropdownId}
        onOpen={() => openOn('departure')}
        onClear={() => onChange({ departure: null, return: null })}
        className={classes.field}
      />
      <DateField
        label={returnLabel}
        text={formatPickerDate(value.return, valueFormat, withYear)}
        placeholder={placeholder}
        error={!!error}
        describedBy={error && error !== true ? errorId : undefined}
        disabled={disabled}
        clearable={clearable}
        clearLabel={`پاک کردن ${returnLabel}`}
        opened={opened}
        active={opened && step === 'return'}
        dropdownId={dropdownId}
        onOpen={() => openOn('return')}
        onClear={() => onChange({ departure: value.departure, return: null })}
        className={classes.field}
      />
    </div>
  );

  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')}>
      <PickerDropdown
        type={type}
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        dropdownId={dropdownId}
        target={<FieldsTarget render={fields} />}
      >
        <Text size="sm" fw={500} className={classes.hint} aria-live="polite" data-step={step}>
          {hint[step]}
        </Text>
        <JalaliCalendar
          {...gridProps}
          numberOfMonths={type === 'sheet' ? 1 : gridProps.numberOfMonths}
          fullWidth={type === 'sheet'}
          range={{ start: value.departure, end: value.return }}
          rangePreview={step === 'return'}
          calendar={system}
          onCalendarChange={setSystem}
          onChange={choose}
        />
      </PickerDropdown>
      {error && error !== true && <Input.Error id={errorId}>{error}</Input.Error>}
    </div>
  );
}

/** Popover.Target hands its ref to its child; this child hands it to the fields' row. */
function FieldsTarget({ render, ref }: { render: (ref?: Ref<HTMLDivElement>) => ReactNode; ref?: Ref<HTMLDivElement> }) {
  return render(ref);
}
