import { compareIsoDates, type IsoDate } from '../../domain/calendar-days';
import { type Gender, PassengerKind } from '../../domain/enums';
import { validateLatinName, validateNationalCode, validatePassportNumber, validatePersianName } from '../../domain/person-validators';
import type { Validation } from '../../domain/result';
import { ageInYears, kindForAge, passportMinExpiry } from './age-limits';

/** ISO 3166-1 alpha-2 of Iran: an Iranian passenger's nationality. */
export const IRAN = 'IR';

/** A passenger as the form edits it; keys match the API's PassengerInput, so meta.errors map 1:1. */
export interface PassengerFormValue {
  /** ISO 3166-1 alpha-2; 'IR' is Iranian, '' a foreigner who has not chosen yet. */
  nationality: string;
  firstNameFa: string;
  lastNameFa: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender | null;
  birthDate: IsoDate | null;
  nationalCode: string;
  passportNumber: string;
  passportExpiryDate: IsoDate | null;
}

export type PassengerField = keyof PassengerFormValue;
export type PassengerErrors = Partial<Record<PassengerField, string>>;

export const EMPTY_PASSENGER: PassengerFormValue = {
  nationality: IRAN, firstNameFa: '', lastNameFa: '', firstNameEn: '', lastNameEn: '',
  gender: null, birthDate: null, nationalCode: '', passportNumber: '', passportExpiryDate: null,
};

export interface PassengerRules {
  kind: PassengerKind;
  /** The departure day: ages and passport validity count to it. */
  flightDate: IsoDate;
  /** Abroad: everyone needs a passport valid 6 months past the flight date. */
  international: boolean;
  /** Today in Tehran: no one is born later. */
  today: IsoDate;
  /**
   * A hotel room's lead guest rather than a flight passenger: no birth date is asked, and
   * flightDate is the check-out day the passport must still be valid on. @default false
   */
  guest?: boolean;
}

export const isIranian = (value: Pick<PassengerFormValue, 'nationality'>) => value.nationality === IRAN;

/** The fields this passenger fills in: Iranians give national code and Persian names; passports abroad or for foreigners. */
export function visibleFields(value: Pick<PassengerFormValue, 'nationality'>, international: boolean, guest = false): ReadonlySet<PassengerField> {
  const fields: PassengerField[] = ['firstNameEn', 'lastNameEn', 'gender'];
  if (!guest) fields.push('birthDate');
  if (isIranian(value)) fields.push('firstNameFa', 'lastNameFa', 'nationalCode');
  else fields.push('nationality');
  if (international || !isIranian(value)) fields.push('passportNumber', 'passportExpiryDate');
  return new Set(fields);
}

const AGE_MESSAGES: Record<PassengerKind, string> = {
  [PassengerKind.Adult]: 'سن بزرگسال در روز پرواز باید ۱۲ سال یا بیشتر باشد.',
  [PassengerKind.Child]: 'سن کودک در روز پرواز باید بین ۲ تا ۱۲ سال باشد.',
  [PassengerKind.Infant]: 'سن نوزاد در روز پرواز باید کمتر از ۲ سال باشد.',
};

/** The domain's name checks, with a required message that names the field. */
function name(check: (text: string) => Validation, text: string, required: string): string | undefined {
  if (text.trim() === '') return required;
  const result = check(text);
  return result.ok ? undefined : result.message;
}

function birthDateError(birthDate: IsoDate | null, rules: PassengerRules): string | undefined {
  if (!birthDate) return 'تاریخ تولد را انتخاب کنید.';
  if (compareIsoDates(birthDate, rules.today) > 0) return 'تاریخ تولد نمی‌تواند بعد از امروز باشد.';
  return kindForAge(ageInYears(birthDate, rules.flightDate)) === rules.kind ? undefined : AGE_MESSAGES[rules.kind];
}

function expiryError(expiry: IsoDate | null, rules: PassengerRules): string | undefined {
  if (!expiry) return 'تاریخ انقضای گذرنامه را انتخاب کنید.';
  if (compareIsoDates(expiry, passportMinExpiry(rules.flightDate, rules.international)) >= 0) return undefined;
  if (rules.guest) return 'گذرنامه تا روز خروج از هتل باید معتبر باشد.';
  return rules.international ? 'گذرنامه باید تا ۶ ماه پس از تاریخ پرواز اعتبار داشته باشد.' : 'گذرنامه در تاریخ پرواز معتبر نیست.';
}

/** Every visible field's message; an empty object means the passenger can be sent. */
export function passengerErrors(value: PassengerFormValue, rules: PassengerRules): PassengerErrors {
  const shown = visibleFields(value, rules.international, rules.guest);
  const all: PassengerErrors = {
    firstNameFa: name(validatePersianName, value.firstNameFa, 'نام را به فارسی وارد کنید.'),
    lastNameFa: name(validatePersianName, value.lastNameFa, 'نام خانوادگی را به فارسی وارد کنید.'),
    firstNameEn: name(validateLatinName, value.firstNameEn, 'نام را به انگلیسی وارد کنید.'),
    lastNameEn: name(validateLatinName, value.lastNameEn, 'نام خانوادگی را به انگلیسی وارد کنید.'),
    gender: value.gender === null ? 'جنسیت را انتخاب کنید.' : undefined,
    birthDate: birthDateError(value.birthDate, rules),
    nationalCode: ((r) => (r.ok ? undefined : r.message))(validateNationalCode(value.nationalCode)),
    nationality: value.nationality === '' ? 'ملیت را انتخاب کنید.' : undefined,
    passportNumber: ((r) => (r.ok ? undefined : r.message))(validatePassportNumber(value.passportNumber, isIranian(value) ? 'iranian' : 'foreign')),
    passportExpiryDate: expiryError(value.passportExpiryDate, rules),
  };
  const errors: PassengerErrors = {};
  for (const field of shown) if (all[field]) errors[field] = all[field];
  return errors;
}

/** What a valid field becomes when it loses focus (ی/ک, single spaces, padded national code, upper case). */
export function cleanField(field: PassengerField, value: PassengerFormValue): string | null {
  const text = value[field];
  if (typeof text !== 'string') return null;
  const check = field === 'firstNameFa' || field === 'lastNameFa' ? validatePersianName
    : field === 'firstNameEn' || field === 'lastNameEn' ? validateLatinName
      : field === 'nationalCode' ? validateNationalCode
        : field === 'passportNumber' ? (t: string) => validatePassportNumber(t, isIranian(value) ? 'iranian' : 'foreign')
          : null;
  const result = check?.(text);
  return result?.ok && result.value !== text ? result.value : null;
}
