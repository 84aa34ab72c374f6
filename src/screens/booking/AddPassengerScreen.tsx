import { Container } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Proposal } from '../../contract';
import { EmptyState } from '../../design-system';
import { ProductType } from '../../domain';
import { useStores } from '../../stores';
import { routerLink } from '../shared/router-link';
import { useLoad } from '../account/parts/load';
import { useLiveSeats } from '../shared/live';
import { useSafarMarketTripStep } from '../resellers/SafarMarketSteps';
import { loadDraft, saveDraft } from './parts/draft-memory';
import { PassengerStep } from './parts/PassengerStep';
import { countsOfProposal, emptySlots, flightDateOf, proposalRefs, type PassengerDraft } from './parts/passenger-slots';

/** The chosen trip with what was typed for it, kept per trip so edits and reloads come back to it. */
export function usePassengerDraft(tripKey: string, initial: () => PassengerDraft) {
  const [draft, setDraft] = useState<{ key: string; value: PassengerDraft }>(() => ({ key: tripKey, value: loadDraft(tripKey) ?? initial() }));
  const value = draft.key === tripKey ? draft.value : loadDraft(tripKey) ?? initial();
  const change = (next: PassengerDraft) => {
    setDraft({ key: tripKey, value: next });
    saveDraft(tripKey, next);
  };
  return [value, change] as const;
}

export const tripKeyOf = (trip: readonly Proposal[]) => trip.map((p) => `${p.RequestId}:${p.ProposalId}`).join('|');

/** /add-passenger/: the proposals chosen on the results page (root.order), one form per passenger of the search. */
export const AddPassengerScreen = observer(function AddPassengerScreen() {
  const root = useStores();
  const trip = [root.order.proposal, root.order.proposalReturning].filter((p): p is Proposal => p !== null && 'ProposalId' in p);
  const search = root.flightConfiguration.availableRequest;
  const counts = search ?? (trip[0] ? countsOfProposal(trip[0]) : { adults: 1, children: 0, infants: 0 });
  const user = root.auth.user;
  const [draft, setDraft] = usePassengerDraft(tripKeyOf(trip), () => ({
    slots: emptySlots(counts),
    contact: { mobile: user?.phoneNumber ?? '', email: user?.email ?? '' },
  }));
  const saved = useLoad(() => root.api.passengers.currentUserPassengers(), 'saved', trip.length > 0);
  const flightDate = flightDateOf(trip);
  useSafarMarketTripStep(trip);
  // A flight that sells out while the form is being filled says so before the traveller submits.
  const refs = proposalRefs(trip);
  useLiveSeats(refs);
  const soldOut = refs.some((ref) => (root.live.seatsOf(ref) ?? Infinity) < counts.adults + counts.children);

  if (soldOut) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="ظرفیت این پرواز تکمیل شد" text="صندلی‌های این پرواز همین حالا فروخته شد. پرواز دیگری را انتخاب کنید؛ مشخصاتی که وارد کرده‌اید برای خرید بعدی می‌ماند."
          action={{ label: 'بازگشت به نتایج جستجو', href: root.flightConfiguration.routeFullPath || '/' }} renderLink={routerLink} />
      </Container>
    );
  }

  if (trip.length === 0 || !flightDate) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="پروازی انتخاب نشده است" text="برای ادامه خرید، پرواز را دوباره جستجو و انتخاب کنید."
          action={{ label: 'جستجوی پرواز', href: root.flightConfiguration.routeFullPath || '/' }} renderLink={routerLink} />
      </Container>
    );
  }

  return (
    <Container size="lg">
      <PassengerStep trip={trip} flightDate={flightDate} draft={draft} onDraftChange={setDraft}
        international={search ? search.productType === ProductType.InternationalFlight : false}
        saved={saved.status === 'ready' ? saved.data : null} />
    </Container>
  );
});
