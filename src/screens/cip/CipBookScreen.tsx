import { Container } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import type { CipAirport, CipQuote, Passenger } from '../../contract';
import { EmptyState, PriceBreakdown } from '../../design-system';
import { orderChannel, tehranToday } from '../../domain';
import {
  buildCipPageUrl, CIP_AIRLINES, cipConfirmPath, meetAtOf, parseCipBookingUrl, type CipBookingLink,
} from '../../domain/cip';
import { useStores } from '../../stores';
import { serverFieldErrors } from '../account/parts/form-errors';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { travellerInputOf } from '../booking/parts/passenger-input';
import { emptySlots } from '../booking/parts/passenger-slots';
import { TravellersStep, type BookTravellers } from '../booking/parts/TravellersStep';
import { routerLink } from '../shared/router-link';
import { CipSummary, partyFaOf } from './parts/CipSummary';
import { countedLinesOf } from '../booking/parts/counted-lines';

function TravellersForm({ link, airport, quote, saved }: {
  link: CipBookingLink;
  airport: CipAirport;
  quote: CipQuote;
  saved: readonly Passenger[] | null;
}) {
  const root = useStores();
  const other = link.otherAirport ? root.places.find(link.otherAirport) : undefined;
  const international = airport.countryCode !== 'IR' || (other !== undefined && other.city.countryCode !== 'IR');
  const tariff = airport.kinds.find((k) => k.kind === link.kind);
  const meet = tariff ? meetAtOf(link.kind, { date: link.date, time: link.time }, tariff.arriveMinutesBefore) : null;
  const airlineFa = CIP_AIRLINES.find((a) => a.code === link.airline)?.nameFa ?? '';
  const book: BookTravellers = async (slots, contact, clientRequestId) => cipConfirmPath((await root.api.cip.book({
    airport: link.airport,
    kind: link.kind,
    flight: { airlineCode: link.airline, flightNumber: link.flight, date: link.date, time: link.time, otherAirport: link.otherAirport ?? null },
    passengers: slots.map((s) => travellerInputOf(s.value, s.kind, international, s.savedId)),
    extras: [...link.extras],
    contact,
    expectedPrice: quote.total,
    clientRequestId,
    chanel: orderChannel(),
    flightOrderId: link.flightOrderId ?? null,
  })).id);

  return (
    <TravellersStep
      title="مشخصات مسافران CIP"
      summary={<CipSummary airport={airport} kind={link.kind} date={link.date} time={link.time} flightFa={`${airlineFa} ${link.airline}${link.flight}`.trim()}
        partyFa={partyFaOf(link.party)} meetFa={meet?.time} meetingPointFa={tariff?.meetingPointFa} />}
      initialSlots={() => emptySlots(link.party)}
      travelDate={link.date}
      international={international}
      saved={saved}
      price={<PriceBreakdown title="قیمت خدمات" lines={countedLinesOf(quote.lines)} total={quote.total} />}
      holdNote="در مرحله بعد جای شما در سالن CIP نگه داشته می‌شود و مبلغ را پرداخت می‌کنید."
      book={book}
    />
  );
}

/** /cip/book/?airport&kind&date&time&adults…&airline&flight&extras: one traveller form each, contact; Book holds the lounge place. */
export const CipBookScreen = observer(function CipBookScreen() {
  const root = useStores();
  const location = useLocation();
  const today = tehranToday(root.env.now());
  const reading = parseCipBookingUrl(location.search, { today });
  const link = reading.ok ? reading.value : null;
  const loaded = useLoad(async () => {
    const [airports, saved] = await Promise.all([root.api.cip.airports(), root.api.passengers.currentUserPassengers().catch(() => null)]);
    const airport = airports.find((a) => a.code === link!.airport);
    if (!airport) return { airport: null, quote: null, refusal: null, saved };
    try {
      const quote = await root.api.cip.quote({
        airport: link!.airport, kind: link!.kind, date: link!.date, time: link!.time, passengers: link!.party, extras: [...link!.extras],
      });
      return { airport, quote, refusal: null, saved };
    } catch (error) {
      return { airport, quote: null, refusal: Object.values(serverFieldErrors(error))[0]?.[0] ?? failureMessage(error), saved };
    }
  }, location.search, link !== null);

  if (!link) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="خدمتی برای رزرو انتخاب نشده است" text={reading.ok ? '' : reading.errors.map((e) => e.message).join(' ')}
          action={{ label: 'رزرو CIP', href: '/cip/' }} renderLink={routerLink} />
      </Container>
    );
  }
  const back = buildCipPageUrl(link);
  return (
    <Container size="lg">
      <LoadView state={loaded.state} reload={loaded.reload}>
        {({ airport, quote, refusal, saved }) => {
          if (!airport) {
            return <EmptyState title="خدمات CIP در این فرودگاه ارائه نمی‌شود" text="یکی از فرودگاه‌های فهرست را انتخاب کنید."
              action={{ label: 'فرودگاه‌های CIP', href: '/cip/' }} renderLink={routerLink} />;
          }
          if (!quote || quote.placesLeft === 0) {
            return <EmptyState title={quote ? 'سالن CIP در این ساعت پر است' : 'این خدمت را نمی‌توان رزرو کرد'}
              text={refusal ?? 'ساعت یا روز دیگری را امتحان کنید.'} action={{ label: 'تغییر مشخصات خدمت', href: back }} renderLink={routerLink} />;
          }
          return <TravellersForm link={link} airport={airport} quote={quote} saved={saved} />;
        }}
      </LoadView>
    </Container>
  );
});
