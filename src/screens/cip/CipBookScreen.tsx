import { Alert, Button, Checkbox, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CipAirport, CipQuote, Passenger } from '../../contract';
import {
  ContactForm, contactErrors, EMPTY_PASSENGER, EmptyState, PassengerForm, passengerErrors, PriceBreakdown, SavedPassengersPicker, showToast,
} from '../../design-system';
import { normalizeDigits, orderChannel, PassengerKind, tehranToday, toPersianDigits, validateMobile } from '../../domain';
import {
  buildCipPageUrl, CIP_AIRLINES, cipConfirmPath, meetAtOf, parseCipBookingUrl, type CipBookingLink,
} from '../../domain/cip';
import { useStores } from '../../stores';
import { serverFieldErrors } from '../account/parts/form-errors';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { errorsUnder, formValueOf, savedPassengerOf, toPassengerInput } from '../booking/parts/passenger-input';
import { emptySlots, slotsToKeep, type PassengerSlot } from '../booking/parts/passenger-slots';
import bookingClasses from '../booking/parts/booking.module.css';
import { routerLink } from '../shared/router-link';
import { useCountries } from '../shared/use-countries';
import { quoteLinesOf, travellerInputOf } from './parts/cip-order-view';
import { CipSummary, partyFaOf } from './parts/CipSummary';

const KINDS = [PassengerKind.Adult, PassengerKind.Child, PassengerKind.Infant] as const;

const TravellersForm = observer(function TravellersForm({ link, airport, quote, saved }: {
  link: CipBookingLink;
  airport: CipAirport;
  quote: CipQuote;
  saved: readonly Passenger[] | null;
}) {
  const root = useStores();
  const navigate = useNavigate();
  const countries = useCountries();
  const today = tehranToday(root.env.now());
  const user = root.auth.user;
  const [slots, setSlots] = useState<PassengerSlot[]>(() => emptySlots(link.party));
  const [contact, setContact] = useState({ mobile: user?.phoneNumber ?? '', email: user?.email ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  // One id per visit: a retried Book (a lost answer, a double click) answers the first order.
  const [clientRequestId] = useState(() => root.env.randomUUID());
  const other = link.otherAirport ? root.places.find(link.otherAirport) : undefined;
  const international = airport.countryCode !== 'IR' || (other !== undefined && other.city.countryCode !== 'IR');
  const flightDate = link.date;
  const tariff = airport.kinds.find((k) => k.kind === link.kind);
  const meet = tariff ? meetAtOf(link.kind, { date: link.date, time: link.time }, tariff.arriveMinutesBefore) : null;
  const airlineFa = CIP_AIRLINES.find((a) => a.code === link.airline)?.nameFa ?? '';

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
      const order = await root.api.cip.book({
        airport: link.airport,
        kind: link.kind,
        flight: { airlineCode: link.airline, flightNumber: link.flight, date: link.date, time: link.time, otherAirport: link.otherAirport ?? null },
        passengers: slots.map((s) => travellerInputOf(s.value, s.kind, international, s.savedId)),
        extras: [...link.extras],
        contact: { mobile: mobile.ok ? mobile.value : normalizeDigits(contact.mobile), email: contact.email.trim() || null },
        expectedPrice: quote.total,
        clientRequestId,
        chanel: orderChannel(),
        flightOrderId: link.flightOrderId ?? null,
      });
      // Typed travellers join «مسافران من», as on the flight passenger step; a failure does not stop the booking.
      await Promise.allSettled(slotsToKeep(slots).map((s) => root.api.passengers.addOrUpdate(toPassengerInput(s.value, s.kind, international))));
      navigate(cipConfirmPath(order.id));
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

  return (
    <div className={bookingClasses.page}>
      <div className={bookingClasses.main}>
        <Title order={1} size="h3">مشخصات مسافران CIP</Title>
        <CipSummary airport={airport} kind={link.kind} date={link.date} time={link.time} flightFa={`${airlineFa} ${link.airline}${link.flight}`.trim()}
          partyFa={partyFaOf(link.party)} meetFa={meet?.time} meetingPointFa={tariff?.meetingPointFa} />
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
            title={`مسافر ${toPersianDigits(i + 1)}`}
            headerAction={slot.savedId ? undefined : (
              <Checkbox label="ذخیره در مسافران من" checked={slot.keep !== false} onChange={(event) => setSlot(i, { keep: event.currentTarget.checked })} />
            )}
          />
        ))}
        <ContactForm value={contact} onChange={setContact} submitted={submitted} errors={errorsUnder(server, 'contact')} />
      </div>
      <div className={bookingClasses.side}>
        <PriceBreakdown title="قیمت خدمات" lines={quoteLinesOf(quote.lines)} total={quote.total} />
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>{generalErrors.map((m) => <Text key={m} size="sm">{m}</Text>)}</Stack>
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={submit} loading={sending} rightSection={<IconArrowLeft size={20} aria-hidden />}>
          ثبت مسافران و ادامه
        </Button>
        <Text size="xs" c="dimmed" ta="center">در مرحله بعد جای شما در سالن CIP نگه داشته می‌شود و مبلغ را پرداخت می‌کنید.</Text>
      </div>
    </div>
  );
});

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
