import { NativeSelect, TextInput } from '@mantine/core';
import type { IsoDate } from '../../domain/calendar-days';
import { isNumericInputKeyAllowed } from '../../domain/key-filter';
import { normalizeDigits, toPersianDigits } from '../../domain/numbers';
import { JalaliDatePicker } from '../JalaliDatePicker';
import { passportMinExpiry, addYears } from './age-limits';
import type { CountryOption } from './countries';
import { IRAN, isIranian, type PassengerField, type PassengerFormValue } from './passenger-rules';
import classes from './PassengerForm.module.css';

export interface IdentityFieldsProps {
  value: PassengerFormValue;
  shown: ReadonlySet<PassengerField>;
  set: (field: PassengerField, next: PassengerFormValue[PassengerField]) => void;
  blur: (field: PassengerField) => void;
  errorOf: (field: PassengerField) => string | undefined;
  flightDate: IsoDate;
  international: boolean;
  today: IsoDate;
  countries: readonly CountryOption[];
}

/** National code for Iranians; nationality, passport number and expiry for foreigners and trips abroad. */
export function IdentityFields({ value, shown, set, blur, errorOf, flightDate, international, today, countries }: IdentityFieldsProps) {
  return (
    <>
      {shown.has('nationalCode') && (
        <TextInput
          size="md"
          label="کد ملی"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          dir="ltr"
          classNames={{ input: classes.ltr }}
          value={toPersianDigits(value.nationalCode)}
          // Paste and autofill skip the key filter, so non-digits are dropped here too.
          onKeyDown={(event) => !isNumericInputKeyAllowed(event) && event.preventDefault()}
          onChange={(event) => set('nationalCode', normalizeDigits(event.currentTarget.value).replace(/\D/g, ''))}
          onBlur={() => blur('nationalCode')}
          error={errorOf('nationalCode')}
        />
      )}
      {shown.has('nationality') && (
        <NativeSelect
          size="md"
          label="ملیت"
          withAsterisk
          value={value.nationality}
          onChange={(event) => set('nationality', event.currentTarget.value)}
          onBlur={() => blur('nationality')}
          error={errorOf('nationality')}
          data={[
            { value: '', label: 'انتخاب ملیت', disabled: true },
            ...countries.filter((c) => c.code !== IRAN).map((c) => ({ value: c.code, label: c.name })),
          ]}
        />
      )}
      {shown.has('passportNumber') && (
        <TextInput
          size="md"
          label="شماره گذرنامه"
          withAsterisk
          description={isIranian(value) ? 'یک حرف انگلیسی و ۸ رقم، مانند K12345678' : undefined}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={9}
          dir="ltr"
          classNames={{ input: classes.ltr }}
          value={value.passportNumber}
          // Passport numbers are Latin codes: digits of any script become Latin, letters upper case.
          onChange={(event) => set('passportNumber', normalizeDigits(event.currentTarget.value).toUpperCase())}
          onBlur={() => blur('passportNumber')}
          error={errorOf('passportNumber')}
        />
      )}
      {shown.has('passportExpiryDate') && (
        <JalaliDatePicker
          label="تاریخ انقضای گذرنامه"
          required
          valueFormat="short"
          className={classes.dateField}
          description={international ? 'دست‌کم ۶ ماه پس از تاریخ پرواز' : undefined}
          value={value.passportExpiryDate}
          onChange={(next) => set('passportExpiryDate', next)}
          onOpenChange={(opened) => !opened && blur('passportExpiryDate')}
          today={today}
          minDate={passportMinExpiry(flightDate, international)}
          maxDate={addYears(flightDate, 20)}
          error={errorOf('passportExpiryDate')}
        />
      )}
    </>
  );
}
