import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AvailableResponse, CipOrderDetails, CipQuote, OrderDetails, PassengerInput, Proposal } from '../../../src/contract';
import { addDays, tehranToday } from '../../../src/domain';
import { bearer, type Session } from './accounts';
import { data } from './api';

/** A valid Iranian national code from nine digits (REFERENCE.md's check digit). */
export function nationalCode(nine: string): string {
  const d = nine.padStart(9, '0').split('').map(Number);
  const r = d.reduce((s, x, i) => s + x * (10 - i), 0) % 11;
  return `${nine.padStart(9, '0')}${r < 2 ? r : 11 - r}`;
}

/** A fresh Iranian adult with a valid national code of its own. */
export function adult(extra: Partial<PassengerInput> = {}): PassengerInput {
  const nine = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  return {
    firstNameFa: 'علی', lastNameFa: 'رضایی', firstNameEn: 'Ali', lastNameEn: 'Rezaei', gender: 'Male', birthDate: '1988-03-02',
    nationalCode: nationalCode(nine), ...extra,
  };
}

export interface TripChoice {
  search: AvailableResponse;
  proposal: Proposal;
  ref: { requestId: string; proposalId: string };
}

/** A one-way search on the real server and a proposal with seats (a system fare unless `pick` says otherwise). */
export async function oneWay(request: APIRequestContext, opts: { origin?: string; destination?: string; days?: number; adults?: number; pick?: (p: Proposal) => boolean } = {}): Promise<TripChoice> {
  const search = await data<AvailableResponse>(await request.post('/api/flight-catalog/FlightCatalog/Available', {
    data: { adults: opts.adults ?? 1, children: 0, infants: 0, segments: [{ origin: opts.origin ?? 'THR', destination: opts.destination ?? 'MHD', departureDate: addDays(tehranToday(), opts.days ?? 10) }] },
  }));
  const pick = opts.pick ?? ((p: Proposal) => !p.IsCharter);
  const proposal = search.proposals.find((p) => p.Seat >= (opts.adults ?? 1) && pick(p));
  if (!proposal) throw new Error('no proposal with seats');
  return { search, proposal, ref: { requestId: search.requestId, proposalId: proposal.ProposalId } };
}

/** Submits and (unless told not to) reserves a one-adult order through the API. */
export async function bookByApi(request: APIRequestContext, session: Session, opts: { reserve?: boolean; trip?: TripChoice; days?: number } = {}): Promise<OrderDetails> {
  const trip = opts.trip ?? await oneWay(request, { days: opts.days ?? 10 });
  const order = await data<OrderDetails>(await request.post('/api/flight-reservation/Submit/SubmitFlightOrder', {
    headers: bearer(session), data: { proposal: trip.ref, passengers: [adult()], contact: { mobile: session.phone } },
  }));
  if (opts.reserve === false) return order;
  return data<OrderDetails>(await request.post('/api/flight-reservation/Reserve/ReserveFlightOrder', { headers: bearer(session), data: { orderId: order.id } }));
}

/** SPEC §7 cards of the sandbox bank (README: Money). */
export const TEST_CARD = { pan: '6037991111111112', cvv2: '123', month: '12', year: '08', pin: '123456' } as const;

/** Fills the sandbox bank page and pays (or cancels); the bank posts back and the app's payment page opens. */
export async function payAtBank(page: Page, action: 'pay' | 'cancel' = 'pay', card: { pan: string; cvv2: string; month: string; year: string; pin: string } = TEST_CARD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی شاپرک' })).toBeVisible({ timeout: 30_000 });
  if (action === 'cancel') {
    await page.getByRole('button', { name: 'انصراف و بازگشت' }).click();
    return;
  }
  await page.getByLabel('شماره کارت').fill(card.pan);
  await page.getByLabel('CVV2').fill(card.cvv2);
  await page.getByLabel('ماه انقضا').fill(card.month);
  await page.getByLabel('سال انقضا').fill(card.year);
  await page.getByLabel('رمز دوم (پویا)').fill(card.pin);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
}

/** A CIP departure from IKA for one adult, priced by Quote and booked (held) through the API. */
export async function bookCipByApi(request: APIRequestContext, session: Session, days = 12): Promise<CipOrderDetails> {
  const date = addDays(tehranToday(), days);
  const quote = await data<CipQuote>(await request.post('/api/cip/Cip/Quote', {
    data: { airport: 'IKA', kind: 'Departure', date, time: '09:30', passengers: { adults: 1, children: 0, infants: 0 }, extras: [] },
  }));
  return data<CipOrderDetails>(await request.post('/api/cip/CipReservation/Book', {
    headers: bearer(session),
    data: {
      airport: 'IKA', kind: 'Departure', flight: { airlineCode: 'IR', flightNumber: '451', date, time: '09:30', otherAirport: null },
      passengers: [adult({ firstNameFa: 'سارا', lastNameFa: 'احمدی', firstNameEn: 'Sara', lastNameEn: 'Ahmadi', gender: 'Female' })],
      extras: [], contact: { mobile: session.phone }, expectedPrice: quote.total,
    },
  }));
}
