import { Badge, Paper, Radio, SegmentedControl, TextInput, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { IsoDate } from '../../domain/calendar-days';
import { Gender, GENDER_LABELS, PASSENGER_KIND_LABELS, type PassengerKind } from '../../domain/enums';
import { tehranToday } from '../../domain/tehran-time';
import { useFieldErrors, type ServerErrors } from '../form-errors';
import { JalaliDatePicker } from '../JalaliDatePicker';
import { birthDateRange } from './age-limits';
import { COMMON_COUNTRIES, type CountryOption } from './countries';
import { IdentityFields } from './IdentityFields';
import {
  cleanField, IRAN, isIranian, passengerErrors, visibleFields, type PassengerField, type PassengerFormValue,
} from './passenger-rules';
import classes from './PassengerForm.module.css';

export interface PassengerFormProps {
  /** Adult, child or infant: shown as a badge, and it bounds the birth date. */
  kind: PassengerKind;
  /** The passenger as typed (controlled). */
  value: PassengerFormValue;
  /** Every change; digits arrive Latin, and a valid text field is cleaned when it loses focus. */
  onChange: (value: PassengerFormValue) => void;
  /** The departure day (ISO): ages and passport validity count to it. */
  flightDate: IsoDate;
  /** A flight abroad: a passport valid 6 months past the flight date is required of everyone. @default false */
  international?: boolean;
  /** Server messages per field (meta.errors); each shows until its field is edited. */
  errors?: ServerErrors<PassengerField>;
  /** The screen's submit was attempted: every invalid field shows its message. @default false */
  submitted?: boolean;
  /** Today in Tehran; pass a fixed day in stories and tests. @default tehranToday() */
  today?: IsoDate;
  /** Heading before the kind badge, e.g. "مسافر ۱". @default 'مشخصات مسافر' */
  title?: ReactNode;
  /** Nationalities a foreigner can choose. @default COMMON_COUNTRIES */
  countries?: readonly CountryOption[];
  /** Drawn in the header, e.g. the saved-passengers picker's button. */
  headerAction?: ReactNode;
  /**
   * A hotel room's lead guest: no birth date and no kind badge; flightDate is then the check-out
   * day the passport must be valid on. @default false
   */
  guest?: boolean;
}

const NATIONALITY_DATA = [
  { value: 'iranian', label: 'ایرانی' },
  { value: 'foreign', label: 'غیر ایرانی' },
];

/** One traveller's details with Persian inline validation; the screen owns the value and the submit. */
export function PassengerForm({
  kind, value, onChange, flightDate, international = false, errors, submitted = false, today, title = 'مشخصات مسافر',
  countries = COMMON_COUNTRIES, headerAction, guest = false,
}: PassengerFormProps) {
  const day = today ?? tehranToday();
  const rules = { kind, flightDate, international, today: day, guest };
  const fields = useFieldErrors({ local: passengerErrors(value, rules), server: errors, submitted });
  const shown = visibleFields(value, international, guest);
  const titleId = useId();
  const iranian = isIranian(value);

  const set = (field: PassengerField, next: PassengerFormValue[PassengerField]) => {
    fields.edit(field);
    onChange({ ...value, [field]: next });
  };
  const blur = (field: PassengerField) => {
    fields.touch(field);
    const cleaned = cleanField(field, value);
    if (cleaned !== null) onChange({ ...value, [field]: cleaned });
  };
  const text = (field: PassengerField, label: string, latin = false) => (
    <TextInput
      size="md"
      label={label}
      withAsterisk
      autoComplete="off"
      dir={latin ? 'ltr' : undefined}
      classNames={latin ? { input: classes.ltr } : undefined}
      spellCheck={false}
      value={value[field] as string}
      onChange={(event) => set(field, event.currentTarget.value)}
      onBlur={() => blur(field)}
      error={fields.errorOf(field)}
    />
  );
  const birth = birthDateRange(kind, flightDate, day);

  return (
    <Paper component="section" withBorder radius="md" className={classes.root} aria-labelledby={titleId}
      data-kind={guest ? 'guest' : kind} data-nationality={iranian ? 'iranian' : 'foreign'} data-international={international || undefined}>
      <header className={classes.header}>
        <Title order={3} size="h5" id={titleId} className={classes.title}>
          {title}
          {!guest && <Badge variant="light" size="lg" className={classes.kind} data-kind={kind}>{PASSENGER_KIND_LABELS[kind]}</Badge>}
        </Title>
        <SegmentedControl
          size="sm"
          className={classes.nationality}
          aria-label="تابعیت"
          data={NATIONALITY_DATA}
          value={iranian ? 'iranian' : 'foreign'}
          onChange={(next) => set('nationality', next === 'iranian' ? IRAN : '')}
        />
        {headerAction}
      </header>

      <div className={classes.grid}>
        {shown.has('firstNameFa') && text('firstNameFa', 'نام (فارسی)')}
        {shown.has('lastNameFa') && text('lastNameFa', 'نام خانوادگی (فارسی)')}
        {text('firstNameEn', 'نام (انگلیسی)', true)}
        {text('lastNameEn', 'نام خانوادگی (انگلیسی)', true)}
        <Radio.Group
          label="جنسیت"
          withAsterisk
          value={value.gender === null ? null : String(value.gender)}
          onChange={(next) => {
            fields.touch('gender');
            set('gender', Number(next) as Gender);
          }}
          error={fields.errorOf('gender')}
        >
          <div className={classes.genders}>
            {[Gender.Male, Gender.Female].map((g) => (
              <Radio key={g} value={String(g)} label={GENDER_LABELS[g]} size="md" className={classes.gender} />
            ))}
          </div>
        </Radio.Group>
        {shown.has('birthDate') && <JalaliDatePicker
          label="تاریخ تولد"
          required
          valueFormat="short"
          className={classes.dateField}
          value={value.birthDate}
          onChange={(next) => set('birthDate', next)}
          onOpenChange={(opened) => !opened && fields.touch('birthDate')}
          today={day}
          minDate={birth.minDate}
          maxDate={birth.maxDate}
          error={fields.errorOf('birthDate')}
        />}
        <IdentityFields
          value={value}
          shown={shown}
          set={set}
          blur={blur}
          errorOf={fields.errorOf}
          flightDate={flightDate}
          international={international}
          today={day}
          countries={countries}
        />
      </div>
    </Paper>
  );
}
