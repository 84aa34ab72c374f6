import { Container } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import type { Passenger, TourDeparture, TourHotelOption, TourPackage, TourQuote } from '../../contract';
import { EmptyState, PriceBreakdown } from '../../design-system';
import { orderChannel, toPersianDigits } from '../../domain';
import {
  parseTourBookingUrl, roomFa, roomInputsOf, standInBirthDates, TOUR_LIST_PATH, tourConfirmPath, tourPagePath, tourPartyFa, type TourBookingLink,
} from '../../domain/tours';
import { useStores } from '../../stores';
import { serverFieldErrors } from '../account/parts/form-errors';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { travellerInputOf } from '../booking/parts/passenger-input';
import { emptySlots } from '../booking/parts/passenger-slots';
import { TravellersStep, type BookTravellers } from '../booking/parts/TravellersStep';
import { routerLink } from '../shared/router-link';
import { TourSummary } from './parts/TourSummary';
import { countedLinesOf } from '../booking/parts/counted-lines';

interface Chosen {
  tour: TourPackage;
  departure: TourDeparture;
  hotel: TourHotelOption;
}

function TravellersForm({ link, chosen, quote, saved }: {
  link: TourBookingLink;
  chosen: Chosen;
  quote: TourQuote;
  saved: readonly Passenger[] | null;
}) {
  const root = useStores();
  const party = link.party;
  const international = chosen.tour.countryCode !== 'IR';
  const noBedFrom = party.adults + party.childrenWithBed;
  const noBedTo = noBedFrom + party.childrenWithoutBed;
  const book: BookTravellers = async (slots, contact, clientRequestId) => tourConfirmPath((await root.api.tours.book({
    departureId: chosen.departure.id,
    hotelOptionId: chosen.hotel.id,
    passengers: slots.map((s) => travellerInputOf(s.value, s.kind, international, s.savedId)),
    rooms: roomInputsOf(link.rooms),
    contact,
    expectedPrice: quote.total,
    clientRequestId,
    chanel: orderChannel(),
  })).id);

  return (
    <TravellersStep
      title="مشخصات مسافران تور"
      summary={<TourSummary titleFa={chosen.tour.titleFa} destinationFa={chosen.tour.destinationFa} departure={chosen.departure} hotel={chosen.hotel}
        partyFa={tourPartyFa(party)} roomsFa={link.rooms.map(roomFa)} visaDestination={chosen.tour.visaDestination} />}
      initialSlots={() => emptySlots({ adults: party.adults, children: party.childrenWithBed + party.childrenWithoutBed, infants: party.infants })}
      travelDate={chosen.departure.departureDate}
      international={international}
      saved={saved}
      price={<PriceBreakdown title="قیمت تور" lines={countedLinesOf(quote.lines)} total={quote.total} />}
      holdNote="در مرحله بعد جای شما در تور نگه داشته می‌شود و مبلغ را پرداخت می‌کنید."
      slotTitle={(i) => `مسافر ${toPersianDigits(i + 1)}${i >= noBedFrom && i < noBedTo ? '، بدون تخت' : ''}`}
      book={book}
    />
  );
}

/** /tour/book/?departure&hotel&adults&children&infants&rooms: one traveller form each, contact; Book holds the places. */
export const TourBookScreen = observer(function TourBookScreen() {
  const root = useStores();
  const location = useLocation();
  const reading = parseTourBookingUrl(location.search);
  const link = reading.ok ? reading.value : null;
  const loaded = useLoad(async () => {
    const [tours, saved] = await Promise.all([root.api.tours.tours(), root.api.passengers.currentUserPassengers().catch(() => null)]);
    const tour = tours.find((t) => t.departures.some((d) => d.id === link!.departureId));
    const departure = tour?.departures.find((d) => d.id === link!.departureId);
    const hotel = departure?.hotels.find((h) => h.id === link!.hotelId);
    if (!tour || !departure || !hotel) return { chosen: null, quote: null, refusal: null, saved, slug: tour?.slug ?? null };
    try {
      const quote = await root.api.tours.quote({
        departureId: departure.id, hotelOptionId: hotel.id,
        passengers: standInBirthDates(link!.party, departure.departureDate).map((birthDate) => ({ birthDate })),
        rooms: roomInputsOf(link!.rooms),
      });
      return { chosen: { tour, departure, hotel }, quote, refusal: null, saved, slug: tour.slug };
    } catch (error) {
      return { chosen: { tour, departure, hotel }, quote: null, refusal: Object.values(serverFieldErrors(error))[0]?.[0] ?? failureMessage(error), saved, slug: tour.slug };
    }
  }, location.search, link !== null);

  if (!link) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="توری برای رزرو انتخاب نشده است" text={reading.ok ? '' : reading.errors.map((e) => e.message).join(' ')}
          action={{ label: 'تورها', href: TOUR_LIST_PATH }} renderLink={routerLink} />
      </Container>
    );
  }
  return (
    <Container size="lg">
      <LoadView state={loaded.state} reload={loaded.reload}>
        {({ chosen, quote, refusal, saved, slug }) => {
          if (!chosen) {
            return <EmptyState title="این تاریخ حرکت یا هتل دیگر در فهرست نیست" text="تاریخ یا هتل دیگری از همان تور را انتخاب کنید."
              action={{ label: slug ? 'بازگشت به تور' : 'تورها', href: slug ? tourPagePath(slug) : TOUR_LIST_PATH }} renderLink={routerLink} />;
          }
          const travellers = link.party.adults + link.party.childrenWithBed + link.party.childrenWithoutBed + link.party.infants;
          if (!quote || quote.placesLeft < travellers) {
            return <EmptyState title={quote ? 'ظرفیت این تاریخ کافی نیست' : 'این تور را نمی‌توان رزرو کرد'}
              text={refusal ?? `تنها ${toPersianDigits(quote?.placesLeft ?? 0)} جای خالی مانده است؛ تاریخ دیگری را امتحان کنید.`}
              action={{ label: 'تغییر تاریخ یا هتل', href: tourPagePath(chosen.tour.slug) }} renderLink={routerLink} />;
          }
          return <TravellersForm link={link} chosen={chosen} quote={quote} saved={saved} />;
        }}
      </LoadView>
    </Container>
  );
});
