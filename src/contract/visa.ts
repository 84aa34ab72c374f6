/**
 * visa service (SPEC §7) under /api/visa/, and visa orders under /api/orders/. Multipart requests
 * write nested keys as a[b] (passengers[0][firstNameEn]); files are images (JPEG, PNG or WebP,
 * checked by their content, at most 5 MB). Integer rials.
 */
import type { Gender } from './account';
import type { PassengerType } from './flight-catalog';
import type { OrderContact, OrderStatusChange, OrderSummary } from './orders';
import type { ContactInput } from './flight-reservation';

export type VisaSpeed = 'Normal' | 'Urgent' | 'SuperUrgent';
export type VisaKind = 'Tourist' | 'Transit' | 'Business' | 'Work';
export type VisaEntries = 'Single' | 'Multiple';
export type VisaDocument = 'Photo' | 'Passport' | 'BankStatement' | 'Invitation' | 'Insurance';
export type VisaImageKind = 'Photo' | 'Passport' | 'Other';

export interface VisaType {
  code: string;
  titleFa: string;
  kind: VisaKind;
  stayDays: number;
  entries: VisaEntries;
  validityDays: number;
  /** Days to get it at each speed. */
  processingDays: Record<VisaSpeed, number>;
  documents: VisaDocument[];
}

export interface VisaDestination {
  /** ISO 3166-1 alpha-2: AE, TR, AZ, IT, TH, AM. */
  code: string;
  /** As in the app's routes: uae, turkey, azerbaijan, italy, thiland, armenia. */
  slug: string;
  nameFa: string;
  nameEn: string;
  note: string;
  visaTypes: VisaType[];
}

/** GET Visa/GetVisaEnums */
export interface VisaEnums {
  destinations: VisaDestination[];
  speeds: { code: VisaSpeed; titleFa: string; surchargePercent: number }[];
  kinds: { code: VisaKind; titleFa: string }[];
  documents: { code: VisaDocument; titleFa: string }[];
  genders: { code: Gender; titleFa: string }[];
  image: { maxBytes: number; formats: string[]; minWidth: number; minHeight: number };
}

/** GET Visa/GetBasePrices: per passenger, rials, at each speed. */
export interface VisaBasePrice {
  destination: string;
  visaType: string;
  basePrice: number;
  prices: Record<VisaSpeed, number>;
}

/** GET Visa/GetTotalPrice?destination&visaType&passengerCount&speed */
export interface VisaTotalPrice {
  destination: string;
  visaType: string;
  speed: VisaSpeed;
  passengerCount: number;
  /** Per passenger, speed included. */
  unitPrice: number;
  totalPrice: number;
  processingDays: number;
}

/**
 * POST Submit/UploadImage (multipart: file, kind) → VisaImage. GET Submit/Image/{id} answers the
 * image's bytes (Content-Type image/jpeg, png or webp; Cache-Control private), to its owner only.
 */
export interface VisaImage {
  id: string;
  kind: VisaImageKind;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
}

export interface VisaPassengerInput {
  firstNameFa?: string;
  lastNameFa?: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  birthDate: string;
  nationality?: string;
  nationalCode?: string;
  passportNumber: string;
  /** At least 6 months after the travel date. */
  passportExpiryDate: string;
  /** An UploadImage id, or the file itself in the same multipart request. */
  photo: string;
  passportImage: string;
}

/** POST Submit/SubmitVisaRequest (multipart, or JSON with image ids) → VisaOrderDetails (status Created). */
export interface SubmitVisaRequest {
  /** Code (AE) or slug (uae). */
  destination: string;
  visaType: string;
  speed?: VisaSpeed;
  /** ISO; a Jalali date when the year is under 2000. */
  travelDate: string;
  passengers: VisaPassengerInput[];
  contact: ContactInput;
  chanel?: 'Pwa' | 'WebSite';
}

export interface VisaPassenger {
  id: string;
  passengerType: PassengerType;
  firstNameFa: string | null;
  lastNameFa: string | null;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  birthDate: string;
  nationality: string;
  nationalCode: string | null;
  passportNumber: string;
  passportExpiryDate: string;
  photo: VisaImage;
  passportImage: VisaImage;
}

/** GET orders/Order/GetCurrentUserVisaOrderDetails/{id}, POST orders/VisaOrder/GetById {orderId}. */
export interface VisaOrderDetails extends OrderSummary {
  contact: OrderContact;
  visa: {
    destination: string;
    destinationFa: string;
    visaType: string;
    visaTypeFa: string;
    speed: VisaSpeed;
    speedFa: string;
    travelDate: string;
    unitPrice: number;
    processingDays: number;
  };
  passengers: VisaPassenger[];
  history: OrderStatusChange[];
}

/** GET Submit/VerifyVisaPayment/{id} */
export interface VerifyVisaPaymentResponse {
  order: VisaOrderDetails;
  paid: boolean;
  messages: string[];
}
