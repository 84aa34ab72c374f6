import type { OrderDetails, Proposal, ProposalRef } from '../../../contract';
import { EMPTY_PASSENGER, type ContactValue, type PassengerFormValue } from '../../../design-system';
import { PassengerKind, tehranWallClockOf, type IsoDate } from '../../../domain';
import { formValueOf } from './passenger-input';

/** One traveller of the booking: the kind the search asked for, what was typed, and the saved passenger it came from. */
export interface PassengerSlot {
  kind: PassengerKind;
  value: PassengerFormValue;
  savedId?: string;
  /** «ذخیره در مسافران من»: kept in the traveller's saved passengers after the order is sent. @default true */
  keep?: boolean;
}

/** The typed passengers to add to (or update in) the saved ones: not picked from them, and not unticked. */
export const slotsToKeep = (slots: readonly PassengerSlot[]) => slots.filter((s) => !s.savedId && s.keep !== false);

export interface PassengerDraft {
  slots: PassengerSlot[];
  contact: ContactValue;
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Adults first, then children, then infants, as the search counted them. */
export function emptySlots({ adults, children, infants }: PassengerCounts): PassengerSlot[] {
  return [
    ...Array.from({ length: adults }, () => ({ kind: PassengerKind.Adult, value: EMPTY_PASSENGER })),
    ...Array.from({ length: children }, () => ({ kind: PassengerKind.Child, value: EMPTY_PASSENGER })),
    ...Array.from({ length: infants }, () => ({ kind: PassengerKind.Infant, value: EMPTY_PASSENGER })),
  ];
}

/** The counts a proposal was priced for (its Prices rows), when the search itself is not at hand. */
export function countsOfProposal(proposal: Proposal): PassengerCounts {
  const count = (type: number) => proposal.Prices.find((p) => p.PassengerType === type)?.Count ?? 0;
  return { adults: Math.max(1, count(1)), children: count(2), infants: count(3) };
}

/** The chosen flights as SubmitFlightOrder's list: outbound first, then the returning one. */
export const proposalRefs = (trip: readonly Proposal[]): ProposalRef[] => trip.map((p) => ({ requestId: p.RequestId, proposalId: p.ProposalId }));

/** The first flight's Tehran day: ages and passports count to it. */
export function flightDateOf(trip: readonly Proposal[]): IsoDate | null {
  const time = trip[0]?.FlightGroups[0]?.DepartureTime;
  return time ? tehranWallClockOf(time)?.date ?? null : null;
}

/** A submitted order back as a draft, for /edit-passenger/ after a reload. */
export function draftOfOrder(order: OrderDetails): PassengerDraft {
  return {
    slots: order.passengers.map((p) => ({
      kind: p.passengerType,
      value: formValueOf({ ...p, passportIssuingCountry: null, createdAt: '', updatedAt: '' }),
    })),
    contact: { mobile: order.contact.mobile, email: order.contact.email ?? '' },
  };
}
