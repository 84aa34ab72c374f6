import type { Passenger, PassengerInput } from '../../../contract';
import {
  ageInYears, EMPTY_PASSENGER, IRAN, kindForAge, visibleFields, type PassengerField, type PassengerFormValue, type SavedPassenger,
} from '../../../design-system';
import { Gender, type IsoDate, type PassengerKind } from '../../../domain';

const GENDER_NAME = { [Gender.Male]: 'Male', [Gender.Female]: 'Female' } as const;
const GENDER_OF = { Male: Gender.Male, Female: Gender.Female } as const;

/** What a flight passenger and a hotel guest both send: names, gender, nationality and the identity shown for them. */
export type PersonInput = Pick<PassengerInput,
  'firstNameFa' | 'lastNameFa' | 'firstNameEn' | 'lastNameEn' | 'gender' | 'nationality' | 'nationalCode' | 'passportNumber' | 'passportExpiryDate'>;

/** The form's value as those fields: only the fields this person shows are sent. */
export function personInputOf(value: PassengerFormValue, shown: ReadonlySet<PassengerField>): PersonInput {
  const input: PersonInput = {
    firstNameEn: value.firstNameEn.trim(),
    lastNameEn: value.lastNameEn.trim(),
    gender: GENDER_NAME[value.gender ?? Gender.Male],
    nationality: value.nationality || IRAN,
  };
  if (shown.has('firstNameFa')) input.firstNameFa = value.firstNameFa.trim();
  if (shown.has('lastNameFa')) input.lastNameFa = value.lastNameFa.trim();
  if (shown.has('nationalCode')) input.nationalCode = value.nationalCode.trim();
  if (shown.has('passportNumber')) {
    input.passportNumber = value.passportNumber.trim();
    input.passportExpiryDate = value.passportExpiryDate;
  }
  return input;
}

/** The form's value as the API's PassengerInput: only the fields this passenger shows are sent. */
export function toPassengerInput(value: PassengerFormValue, kind: PassengerKind, international: boolean, id?: string): PassengerInput {
  const input: PassengerInput = { passengerType: kind, ...personInputOf(value, visibleFields(value, international)), birthDate: value.birthDate ?? '' };
  if (id) input.id = id;
  return input;
}

/** A traveller of a CIP or tour booking: a passenger's fields, with the saved passenger it came from. */
export type TravellerInput = Omit<PassengerInput, 'id' | 'passportIssuingCountry'> & { passengerId?: string | null };

export function travellerInputOf(value: PassengerFormValue, kind: PassengerKind, international: boolean, passengerId?: string): TravellerInput {
  const input: TravellerInput = { passengerType: kind, ...personInputOf(value, visibleFields(value, international)), birthDate: value.birthDate ?? '' };
  if (passengerId) input.passengerId = passengerId;
  return input;
}

/** A saved passenger back in the form's shape. */
export function formValueOf(p: Passenger): PassengerFormValue {
  return {
    ...EMPTY_PASSENGER,
    nationality: p.nationality,
    firstNameFa: p.firstNameFa ?? '',
    lastNameFa: p.lastNameFa ?? '',
    firstNameEn: p.firstNameEn,
    lastNameEn: p.lastNameEn,
    gender: GENDER_OF[p.gender],
    birthDate: p.birthDate,
    nationalCode: p.nationalCode ?? '',
    passportNumber: p.passportNumber ?? '',
    passportExpiryDate: p.passportExpiryDate,
  };
}

/** The kind a birth date makes on a day (the flight's, or today for the address book). */
export const kindOn = (birthDate: IsoDate, day: IsoDate): PassengerKind => kindForAge(ageInYears(birthDate, day));

/** A saved passenger as the picker shows it, with the kind by age on the flight date. */
export function savedPassengerOf(p: Passenger, flightDate: IsoDate): SavedPassenger {
  const nameFa = [p.firstNameFa, p.lastNameFa].filter(Boolean).join(' ');
  return {
    id: p.id,
    kind: kindOn(p.birthDate, flightDate),
    nameFa: nameFa || null,
    nameEn: `${p.firstNameEn} ${p.lastNameEn}`,
    nationalCode: p.nationalCode,
    passportNumber: p.passportNumber,
  };
}

/** The server's messages under one prefix ("passenger", "passengers[2]", "contact"), keyed by the field after it. */
export function errorsUnder(errors: Record<string, string[]>, prefix: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = messages;
  }
  return out;
}
