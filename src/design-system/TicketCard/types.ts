import type { AirlineInfo } from '../FlightCard';

/** One end of the ticketed flight. */
export interface TicketEndpoint {
  /** ISO date-time with offset ("2026-12-04T08:30:00+03:30"). */
  time: string;
  /** IATA code: "THR". */
  airport: string;
  /** "تهران". */
  cityFa: string;
  /** "مهرآباد". */
  airportFa?: string;
}

/** An issued ticket: the screen maps the order's ticket to this view model. */
export interface TicketData {
  /** As printed on the ticket, usually Latin: "MOHAMMADI/SARA MRS". */
  passengerName: string;
  /** "سارا محمدی", shown first when given. */
  passengerNameFa?: string;
  /** Booking reference: "K7Q2XM". */
  pnr: string;
  /** 13-digit e-ticket number: "0962134567890". */
  ticketNumber: string;
  airline: AirlineInfo;
  /** "IR 451". */
  flightNumber: string;
  departure: TicketEndpoint;
  arrival: TicketEndpoint;
  /** "اکونومی". */
  cabinLabel: string;
  /** "14C"; omitted until check-in. */
  seat?: string;
  /** Checked baggage in kg; 0 is hand luggage only. */
  baggageKg?: number;
  /** Fare class letter: "Y". */
  fareClass?: string;
}
