import type { IsoDate } from '../../domain/calendar-days';
import type { CipKind } from '../../domain/cip/cip-words';
import type { VoucherState } from '../HotelVoucherCard/types';

/** One traveller as the voucher prints them. */
export interface CipVoucherTraveller {
  key: string;
  /** Persian name if any, else Latin. */
  nameFa: string;
  /** As on the passport: Latin, upper case. */
  nameEn: string;
  /** «بزرگسال», «کودک», «نوزاد». */
  kindFa: string;
}

/** What the CIP voucher shows: where to go and when, the flight, the travellers, the extras and the policy. */
export interface CipVoucherData {
  orderNumber: number;
  /** The service's confirmation code, once issued. */
  confirmationCode: string | null;
  state: VoucherState;
  /** The order's status in Persian. */
  statusFa: string;
  kind: CipKind;
  airportCode: string;
  airportFa: string;
  cityFa: string;
  loungeFa: string;
  /** Where to go, in plain Persian («ترمینال ۱، درِ ۳؛ …»). */
  meetingPointFa: string;
  /** When to be there, on the airport's clock. */
  meetDate: IsoDate;
  meetTime: string;
  flight: {
    airlineFa: string;
    airlineCode: string;
    flightNumber: string;
    date: IsoDate;
    /** HH:MM on the airport's clock: departure, or landing for an arrival. */
    time: string;
    /** The flight's other end (IATA), when known. */
    otherAirport?: string | null;
  };
  travellers: readonly CipVoucherTraveller[];
  /** The extras asked for, e.g. «باربر» × 2. */
  extras: readonly { key: string; labelFa: string; count: number }[];
  /** The cancellation policy in plain Persian. */
  cancellationFa: string;
}
