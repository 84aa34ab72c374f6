/** The passenger step's rules that are not drawing: form value → API input, server errors → fields. */
import type { Gender as ApiGender, VisaImageKind, VisaPassengerInput } from '../../contract';
import { ageInYears, isIranian, kindForAge, type PassengerField, type PassengerFormValue, type ServerErrors } from '../../design-system';
import { Gender, PassengerKind, type IsoDate } from '../../domain';

/** Adult until a birth date says otherwise: the kind follows the age on the travel date. */
export function kindOnTravelDate(birthDate: IsoDate | null, travelDate: IsoDate): PassengerKind {
  if (!birthDate) return PassengerKind.Adult;
  const age = ageInYears(birthDate, travelDate);
  return Number.isFinite(age) && age >= 0 ? kindForAge(age) : PassengerKind.Adult;
}

export type ImageSlot = 'photo' | 'passportImage';
export const IMAGE_KIND: Record<ImageSlot, VisaImageKind> = { photo: 'Photo', passportImage: 'Passport' };

export type UploadState =
  | { status: 'empty' }
  | { status: 'uploading'; fileName: string }
  | { status: 'done'; fileName: string; id: string; width: number; height: number }
  | { status: 'error'; fileName?: string; message: string };

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The checks the browser can make before sending (the server checks the content again). */
export function imageProblem(file: File): string | null {
  if (file.size === 0) return 'فایل خالی است.';
  if (file.size > IMAGE_MAX_BYTES) return 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد.';
  if (file.type && !IMAGE_TYPES.includes(file.type)) return 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.';
  return null;
}

const API_GENDER: Record<Gender, ApiGender> = { [Gender.Male]: 'Male', [Gender.Female]: 'Female' };

/** The form's value as SubmitVisaRequest takes it; Persian names and national code for Iranians only. */
export function toVisaPassengerInput(value: PassengerFormValue, photo: string, passportImage: string): VisaPassengerInput {
  const iranian = isIranian(value);
  return {
    firstNameEn: value.firstNameEn.trim(),
    lastNameEn: value.lastNameEn.trim(),
    ...(iranian ? { firstNameFa: value.firstNameFa.trim(), lastNameFa: value.lastNameFa.trim(), nationalCode: value.nationalCode.trim() } : {}),
    nationality: value.nationality,
    gender: API_GENDER[value.gender ?? Gender.Male],
    birthDate: value.birthDate ?? '',
    passportNumber: value.passportNumber.trim(),
    passportExpiryDate: value.passportExpiryDate ?? '',
    photo,
    passportImage,
  };
}

export interface SortedServerErrors {
  passengers: ServerErrors<PassengerField | ImageSlot>[];
  contact: ServerErrors<'mobile' | 'email'>;
  /** Messages that belong to no field on screen (destination, travel date, the request). */
  other: string[];
}

/** A 400's meta.errors (`passengers[0].firstNameEn`, `contact.mobile`, `travelDate`) sorted by where they show. */
export function sortServerErrors(errors: Record<string, string[]>, passengerCount: number): SortedServerErrors {
  const sorted: SortedServerErrors = { passengers: Array.from({ length: passengerCount }, () => ({})), contact: {}, other: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const passenger = /^passengers\[(\d+)\]\.(\w+)$/.exec(key);
    const contact = /^contact\.(mobile|email)$/.exec(key);
    if (passenger && sorted.passengers[Number(passenger[1])]) {
      (sorted.passengers[Number(passenger[1])] as Record<string, string[]>)[passenger[2]!] = messages;
    } else if (contact) {
      sorted.contact[contact[1] as 'mobile' | 'email'] = messages;
    } else if (messages[0]) {
      sorted.other.push(messages[0]);
    }
  }
  return sorted;
}
