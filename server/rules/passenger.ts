import type { Passenger, PassengerInput, PassengerType } from '../../src/contract';
import { PASSENGER_KIND_LABELS } from '../../src/domain/enums';
import { isValidJalali, jalaliToIso } from '../../src/domain/jalali';
import { normalizeDigits } from '../../src/domain/numbers';
import { validateLatinName, validateNationalCode, validatePassportNumber, validatePersianName } from '../../src/domain/person-validators';
import type { FieldErrors } from '../http/envelope';
import { isIsoDate } from '../time/calendar';
import { passengerTypeOn } from './age';

/** A traveller after every check (Latin digits, upper-case codes, Persian ی and ک): a saved passenger's fields. */
export type CleanPassenger = Omit<Passenger, 'id' | 'createdAt' | 'updatedAt'>;

export interface PassengerRules {
  /** Today in Tehran: birth dates are in the past, passports not yet expired. */
  today: string;
  /** The day the age decides the kind: today for the address book, the flight date for an order. */
  ageOn: string;
  /** International trips: a passport is required and must be valid on this day (trip + 6 months). */
  passportValidUntil?: string;
}

const KIND_RANGE: Record<PassengerType, string> = { 1: '۱۲ سال یا بیشتر', 2: 'از ۲ تا ۱۲ سال', 3: 'کمتر از ۲ سال' };

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/**
 * A person's date: ISO Gregorian, or Jalali when the year is under 1700. SPEC §9's "under 2000 is
 * Jalali" is for travel dates; a birth year like 1990 is Gregorian.
 */
export function personDate(text: string | null | undefined): string | undefined {
  if (blank(text)) return undefined;
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(normalizeDigits(text!.trim()));
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1700) return isValidJalali(y, mo, d) ? jalaliToIso({ year: y, month: mo, day: d }) : undefined;
  const iso = `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

type Add = (field: string, message: string) => void;

/** Names in both scripts: Latin always, Persian required of Iranians. */
function checkNames(input: PersonInput, iranian: boolean, add: Add) {
  const latin = (field: 'firstNameEn' | 'lastNameEn', label: string) => {
    const v = validateLatinName(input[field] ?? '');
    if (!v.ok) add(field, v.message.replace('نام', label));
    return v.ok ? v.value.toUpperCase() : '';
  };
  const persian = (field: 'firstNameFa' | 'lastNameFa', label: string) => {
    if (blank(input[field])) {
      if (iranian) add(field, `${label} را به فارسی وارد کنید.`);
      return null;
    }
    const v = validatePersianName(input[field]!);
    if (!v.ok) add(field, v.message.replace('نام', label));
    return v.ok ? v.value : null;
  };
  return {
    firstNameEn: latin('firstNameEn', 'نام'),
    lastNameEn: latin('lastNameEn', 'نام خانوادگی'),
    firstNameFa: persian('firstNameFa', 'نام'),
    lastNameFa: persian('lastNameFa', 'نام خانوادگی'),
  };
}

/** Iranians: a national code with a valid checksum; foreigners: none. */
function checkNationalCode(input: PersonInput, iranian: boolean, add: Add): string | null {
  if (iranian) {
    const v = validateNationalCode(input.nationalCode ?? '');
    if (v.ok) return v.value;
    add('nationalCode', v.message);
  } else if (!blank(input.nationalCode)) {
    add('nationalCode', 'کد ملی فقط برای مسافران ایرانی است؛ برای اتباع خارجی گذرنامه را وارد کنید.');
  }
  return null;
}

interface PassportRules {
  today: string;
  /** Iranians need one too (international flights). Foreigners always do. */
  requiredOfIranians: boolean;
  validUntil?: string | undefined;
  /** Said when the passport expires before validUntil. */
  validUntilMessage?: string;
  /** Said when a foreigner (or an Iranian who needs one) leaves it out. */
  missing: { iranian: string; foreign: string };
}

function checkPassport(input: PersonInput, iranian: boolean, rules: PassportRules, add: Add) {
  let passportNumber: string | null = null;
  let passportExpiryDate: string | null = null;
  const passportNeeded = !iranian || rules.requiredOfIranians;
  if (!blank(input.passportNumber)) {
    const v = validatePassportNumber(input.passportNumber!, iranian ? 'iranian' : 'foreign');
    if (v.ok) passportNumber = v.value;
    else add('passportNumber', v.message);
  } else if (passportNeeded) {
    add('passportNumber', iranian ? rules.missing.iranian : rules.missing.foreign);
  }
  if (!blank(input.passportNumber) || !blank(input.passportExpiryDate)) {
    const expiry = personDate(input.passportExpiryDate);
    if (!expiry) add('passportExpiryDate', blank(input.passportExpiryDate) ? 'تاریخ انقضای گذرنامه را وارد کنید.' : 'تاریخ انقضای گذرنامه معتبر نیست.');
    else if (expiry <= rules.today) add('passportExpiryDate', 'گذرنامه منقضی شده است.');
    else if (rules.validUntil && expiry < rules.validUntil) add('passportExpiryDate', rules.validUntilMessage ?? 'گذرنامه معتبر نیست.');
    else passportExpiryDate = expiry;
  }
  return { passportNumber: passportNumber ? normalizeDigits(passportNumber) : null, passportExpiryDate };
}

/** What a person's form has, whatever it is for (a passenger, a hotel guest). */
type PersonInput = Pick<PassengerInput, 'firstNameFa' | 'lastNameFa' | 'firstNameEn' | 'lastNameEn' | 'nationality' | 'nationalCode' | 'passportNumber' | 'passportExpiryDate'>;

/** A hotel room's lead guest after every check: a passenger's identity without birth date or kind. */
export type CleanGuest = Omit<CleanPassenger, 'passengerType' | 'birthDate' | 'passportIssuingCountry'>;

/**
 * Checks a hotel guest with the passengers' rules (names, national code for Iranians, passport for
 * foreigners valid until check-out); problems go to `errors` under `prefix.field`.
 */
export function checkGuest(input: PersonInput & { gender: PassengerInput['gender'] }, prefix: string, rules: { today: string; checkOut: string }, errors: FieldErrors): CleanGuest | undefined {
  const before = Object.keys(errors).length;
  const add: Add = (field, message) => (errors[`${prefix}.${field}`] ??= []).push(message);
  const nationality = (input.nationality ?? 'IR').trim().toUpperCase();
  const iranian = nationality === 'IR';
  const names = checkNames(input, iranian, add);
  const nationalCode = checkNationalCode(input, iranian, add);
  const passport = checkPassport(input, iranian, {
    today: rules.today, requiredOfIranians: false, validUntil: rules.checkOut,
    validUntilMessage: 'گذرنامه باید تا روز خروج از هتل اعتبار داشته باشد.',
    missing: { iranian: 'شماره گذرنامه را وارد کنید.', foreign: 'برای مهمان خارجی شماره گذرنامه لازم است.' },
  }, add);
  if (Object.keys(errors).length > before) return undefined;
  return { ...names, gender: input.gender, nationality, nationalCode, ...passport };
}

/**
 * Checks one traveller; problems go to `errors` under `prefix.field` (the field as the client
 * wrote it). Returns the cleaned passenger when there were none.
 */
export function checkPassenger(input: PassengerInput, prefix: string, rules: PassengerRules, errors: FieldErrors): CleanPassenger | undefined {
  const before = Object.keys(errors).length;
  const add: Add = (field, message) => (errors[`${prefix}.${field}`] ??= []).push(message);
  const nationality = (input.nationality ?? 'IR').trim().toUpperCase();
  const iranian = nationality === 'IR';

  const { firstNameEn, lastNameEn, firstNameFa, lastNameFa } = checkNames(input, iranian, add);
  const nationalCode = checkNationalCode(input, iranian, add);

  const birthDate = personDate(input.birthDate);
  let passengerType: PassengerType = input.passengerType ?? 1;
  if (!birthDate) add('birthDate', 'تاریخ تولد معتبر نیست.');
  else if (birthDate > rules.today) add('birthDate', 'تاریخ تولد نمی‌تواند در آینده باشد.');
  else if (birthDate < '1900-01-01') add('birthDate', 'تاریخ تولد معتبر نیست.');
  else {
    const kind = passengerTypeOn(birthDate, rules.ageOn);
    if (input.passengerType && input.passengerType !== kind) {
      const label = PASSENGER_KIND_LABELS[input.passengerType];
      add('birthDate', `با این تاریخ تولد مسافر ${PASSENGER_KIND_LABELS[kind]} است، نه ${label}؛ ${label} باید ${KIND_RANGE[input.passengerType]} داشته باشد.`);
    }
    passengerType = kind;
  }

  const { passportNumber, passportExpiryDate } = checkPassport(input, iranian, {
    today: rules.today, requiredOfIranians: rules.passportValidUntil !== undefined, validUntil: rules.passportValidUntil,
    validUntilMessage: 'گذرنامه باید دست‌کم ۶ ماه پس از تاریخ سفر اعتبار داشته باشد.',
    missing: { iranian: 'برای پرواز خارجی شماره گذرنامه لازم است.', foreign: 'برای مسافر خارجی شماره گذرنامه لازم است.' },
  }, add);
  const issuing = blank(input.passportIssuingCountry) ? null : input.passportIssuingCountry!.trim().toUpperCase();

  if (Object.keys(errors).length > before || !birthDate) return undefined;
  return {
    passengerType,
    firstNameFa,
    lastNameFa,
    firstNameEn,
    lastNameEn,
    gender: input.gender,
    birthDate,
    nationality,
    nationalCode,
    passportNumber,
    passportExpiryDate,
    passportIssuingCountry: issuing ?? (passportNumber ? nationality : null),
  };
}
