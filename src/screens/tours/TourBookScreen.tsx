import { Alert, Button, Checkbox, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Passenger, TourDeparture, TourHotelOption, TourPackage, TourQuote } from '../../contract';
import {
  ContactForm, contactErrors, EMPTY_PASSENGER, EmptyState, PassengerForm, passengerErrors, PriceBreakdown, SavedPassengersPicker, showToast,
} from '../../design-system';
import { normalizeDigits, orderChannel, PassengerKind, tehranToday, toPersianDigits, validateMobile } from '../../domain';
import {
  parseTourBookingUrl, roomFa, roomInputsOf, standInBirthDates, TOUR_LIST_PATH, tourConfirmPath, tourPagePath, tourPartyFa, type TourBookingLink,
} from '../../domain/tours';
import { useStores } from '../../stores';
import { serverFieldErrors } from '../account/parts/form-errors';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { errorsUnder, formValueOf, savedPassengerOf, toPassengerInput } from '../booking/parts/passenger-input';
import { emptySlots, slotsToKeep, type PassengerSlot } from '../booking/parts/passenger-slots';
import bookingClasses from '../booking/parts/booking.module.css';
import { routerLink } from '../shared/router-link';
import { useCountries } from '../shared/use-countries';
import { tourTravellerInputOf } from './parts/tour-order-view';
import { tourLinesOf } from './parts/tour-view';
import { TourSummary } from './parts/TourSummary';

const KINDS = [PassengerKind.Adult, PassengerKind.Child, PassengerKind.Infant] as const;

interface Chosen {
  tour: TourPackage;
  departure: TourDeparture;
  hotel: TourHotelOption;
}

const TravellersForm = observer(function TravellersForm({ link, chosen, quote, saved }: {
  link: TourBookingLink;
  chosen: Chosen;
  quote: TourQuote;
  saved: readonly Passenger[] | null;
}) {
  const root = useStores();
  const navigate = useNavigate();
  const countries = useCountries();
  const today = tehranToday(root.env.now());
  const user = root.auth.user;
  const party = link.party;
  const [slots, setSlots] = useState<PassengerSlot[]>(() => emptySlots({
    adults: party.adults, children: party.childrenWithBed + party.childrenWithoutBed, infants: party.infants,
  }));
  const [contact, setContact] = useState({ mobile: user?.phoneNumber ?? '', email: user?.email ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  // One id per visit: a retried Book (a lost answer, a double click) answers the first order.
  const [clientRequestId] = useState(() => root.env.randomUUID());
  const international = chosen.tour.countryCode !== 'IR';
  const flightDate = chosen.departure.departureDate;

  const setSlot = (index: number, next: Partial<PassengerSlot>) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const toggleSaved = (id: string, selected: boolean) => {
    const passenger = saved?.find((p) => p.id === id);
    if (!passenger) return;
    const kind = savedPassengerOf(passenger, flightDate).kind;
    const index = selected ? slots.findIndex((s) => s.kind === kind && !s.savedId) : slots.findIndex((s) => s.savedId === id);
    if (index < 0) return;
    setSlot(index, selected ? { value: formValueOf(passenger), savedId: id } : { value: EMPTY_PASSENGER, savedId: undefined });
  };

  const submit = async () => {
    setSubmitted(true);
    const invalid = slots.some((s) => Object.keys(passengerErrors(s.value, { kind: s.kind, flightDate, international, today })).length > 0)
      || Object.keys(contactErrors(contact)).length > 0;
    if (invalid) {
      void showToast('لطفاً خطاهای فرم را برطرف کنید.', 'error');
      requestAnimationFrame(() => document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    setSending(true);
    try {
      const mobile = validateMobile(contact.mobile);
      const order = await root.api.tours.book({
        departureId: chosen.departure.id,
        hotelOptionId: chosen.hotel.id,
        passengers: slots.map((s) => tourTravellerInputOf(s.value, s.kind, international, s.savedId)),
        rooms: roomInputsOf(link.rooms),
        contact: { mobile: mobile.ok ? mobile.value : normalizeDigits(contact.mobile), email: contact.email.trim() || null },
        expectedPrice: quote.total,
        clientRequestId,
        chanel: orderChannel(),
      });
      // Typed travellers join «مسافران من», as on the flight passenger step; a failure does not stop the booking.
      await Promise.allSettled(slotsToKeep(slots).map((s) => root.api.passengers.addOrUpdate(toPassengerInput(s.value, s.kind, international))));
      navigate(tourConfirmPath(order.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServer(fields);
      if (Object.keys(fields).length === 0) void showToast(failureMessage(error), 'error');
      setSending(false);
    }
  };

  const pickable = (saved ?? []).map((p) => savedPassengerOf(p, flightDate));
  const selectedIds = slots.flatMap((s) => (s.savedId ? [s.savedId] : []));
  const generalErrors = Object.entries(server).filter(([key]) => !/^(passengers\[\d+\]\.|contact\.)/.test(key)).map(([, m]) => m[0]);
  const noBedFrom = party.adults + party.childrenWithBed;
  const noBedTo = noBedFrom + party.childrenWithoutBed;

  return (
    <div className={bookingClasses.page}>
      <div className={bookingClasses.main}>
        <Title order={1} size="h3">مشخصات مسافران تور</Title>
        <TourSummary titleFa={chosen.tour.titleFa} destinationFa={chosen.tour.destinationFa} departure={chosen.departure} hotel={chosen.hotel}
          partyFa={tourPartyFa(party)} roomsFa={link.rooms.map(roomFa)} visaDestination={chosen.tour.visaDestination} />
        {pickable.length > 0 && KINDS.map((kind) => {
          const max = slots.filter((s) => s.kind === kind).length;
          return max > 0 && pickable.some((p) => p.kind === kind) ? (
            <SavedPassengersPicker key={kind} passengers={pickable} kind={kind} max={max} selectedIds={selectedIds}
              onToggle={(p, selected) => toggleSaved(p.id, selected)} />
          ) : null;
        })}
        {slots.map((slot, i) => (
          <PassengerForm
            key={i}
            kind={slot.kind}
            value={slot.value}
            onChange={(value) => setSlot(i, { value })}
            flightDate={flightDate}
            international={international}
            countries={countries}
            today={today}
            submitted={submitted}
            errors={errorsUnder(server, `passengers[${i}]`)}
            title={`مسافر ${toPersianDigits(i + 1)}${i >= noBedFrom && i < noBedTo ? '، بدون تخت' : ''}`}
            headerAction={slot.savedId ? undefined : (
              <Checkbox label="ذخیره در مسافران من" checked={slot.keep !== false} onChange={(event) => setSlot(i, { keep: event.currentTarget.checked })} />
            )}
          />
        ))}
        <ContactForm value={contact} onChange={setContact} submitted={submitted} errors={errorsUnder(server, 'contact')} />
      </div>
      <div className={bookingClasses.side}>
        <PriceBreakdown title="قیمت تور" lines={tourLinesOf(quote.lines)} total={quote.total} />
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>{generalErrors.map((m) => <Text key={m} size="sm">{m}</Text>)}</Stack>
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={submit} loading={sending} rightSection={<IconArrowLeft size={20} aria-hidden />}>
          ثبت مسافران و ادامه
        </Button>
        <Text size="xs" c="dimmed" ta="center">در مرحله بعد جای شما در تور نگه داشته می‌شود و مبلغ را پرداخت می‌کنید.</Text>
      </div>
    </div>
  );
});

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
