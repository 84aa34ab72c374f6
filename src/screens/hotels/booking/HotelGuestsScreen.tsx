import { Alert, Button, Container, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HotelDetailResponse, HotelRoomOffer, Passenger } from '../../../contract';
import {
  ContactForm, contactErrors, EmptyState, PassengerForm, passengerErrors, PriceBreakdown, SavedPassengersPicker, showToast,
  type PassengerFormValue,
} from '../../../design-system';
import { normalizeDigits, orderChannel, PassengerKind, tehranToday, toPersianDigits, validateMobile } from '../../../domain';
import {
  BOARD_LABELS, buildStayUrl, DEFAULT_HOTEL_FILTERS, DEFAULT_HOTEL_SORT, parseHotelBookingUrl, type HotelBookingLink,
} from '../../../domain/hotels';
import { useStores } from '../../../stores';
import { serverFieldErrors } from '../../account/parts/form-errors';
import { failureMessage, LoadView, useLoad } from '../../account/parts/load';
import { errorsUnder, formValueOf, savedPassengerOf } from '../../booking/parts/passenger-input';
import bookingClasses from '../../booking/parts/booking.module.css';
import { useCountries } from '../../shared/use-countries';
import { routerLink } from '../../shared/router-link';
import { EMPTY_GUEST, guestInputOf, hotelConfirmPath, roomLabel } from './parts/hotel-order-view';
import { StaySummary } from './parts/StaySummary';

const MAX_REQUESTS = 500;

interface GuestSlot {
  value: PassengerFormValue;
  savedId?: string;
}

/** The hotel page of this stay, to choose rooms again. */
const hotelPageOf = (detail: HotelDetailResponse, link: HotelBookingLink) => buildStayUrl({
  destination: { city: detail.hotel.citySlug, hotel: detail.hotel.slug },
  checkIn: link.checkIn, checkOut: link.checkOut, rooms: link.rooms, filters: DEFAULT_HOTEL_FILTERS, sort: DEFAULT_HOTEL_SORT,
});

/** The chosen offer of each room, or null when one is gone (sold out, prices moved to another key). */
function chosenOffers(detail: HotelDetailResponse, link: HotelBookingLink): HotelRoomOffer[] | null {
  const offers = link.offerKeys.map((key, i) => detail.rooms[i]?.find((o) => o.key === key));
  return offers.every((o): o is HotelRoomOffer => o !== undefined && o.roomsLeft > 0) ? offers : null;
}

const GuestsForm = observer(function GuestsForm({ link, detail, offers, saved }: {
  link: HotelBookingLink;
  detail: HotelDetailResponse;
  offers: HotelRoomOffer[];
  saved: readonly Passenger[] | null;
}) {
  const root = useStores();
  const navigate = useNavigate();
  const countries = useCountries();
  const today = tehranToday(root.env.now());
  const user = root.auth.user;
  const [slots, setSlots] = useState<GuestSlot[]>(() => offers.map(() => ({ value: EMPTY_GUEST })));
  const [contact, setContact] = useState({ mobile: user?.phoneNumber ?? '', email: user?.email ?? '' });
  const [requests, setRequests] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  // One id per visit: a retried Book (a lost answer, a double click) answers the first order.
  const [clientRequestId] = useState(() => root.env.randomUUID());
  const total = offers.reduce((sum, o) => sum + o.price, 0);
  const rules = { kind: PassengerKind.Adult, flightDate: link.checkOut, international: false, today, guest: true };
  const roomTypeName = (offer: HotelRoomOffer) => detail.hotel.roomTypes.find((t) => t.id === offer.roomTypeId)?.nameFa ?? '';
  const lines = offers.map((o, i) => {
    const { adults, childAges } = link.rooms[i]!;
    const party = `${toPersianDigits(adults)} بزرگسال${childAges.length ? ` و ${toPersianDigits(childAges.length)} کودک` : ''}`;
    return `${roomLabel(i, { roomNameFa: roomTypeName(o), board: o.board }, detail.stay.nights)}، ${party}`;
  });

  const setSlot = (index: number, next: Partial<GuestSlot>) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const toggleSaved = (id: string, selected: boolean) => {
    const passenger = saved?.find((p) => p.id === id);
    if (!passenger) return;
    const index = selected ? slots.findIndex((s) => !s.savedId) : slots.findIndex((s) => s.savedId === id);
    if (index < 0) return;
    setSlot(index, selected ? { value: formValueOf(passenger), savedId: id } : { value: EMPTY_GUEST, savedId: undefined });
  };

  const submit = async () => {
    setSubmitted(true);
    const invalid = slots.some((s) => Object.keys(passengerErrors(s.value, rules)).length > 0) || Object.keys(contactErrors(contact)).length > 0
      || requests.length > MAX_REQUESTS;
    if (invalid) {
      void showToast('لطفاً خطاهای فرم را برطرف کنید.', 'error');
      requestAnimationFrame(() => document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    setSending(true);
    try {
      const mobile = validateMobile(contact.mobile);
      const order = await root.api.hotelReservation.book({
        hotelId: link.hotelId,
        checkIn: link.checkIn,
        checkOut: link.checkOut,
        rooms: link.rooms.map((room, i) => ({
          adults: room.adults,
          childAges: room.childAges.filter((a): a is number => a !== null),
          offerKey: link.offerKeys[i]!,
          leadGuest: guestInputOf(slots[i]!.value, slots[i]!.savedId),
        })),
        contact: { mobile: mobile.ok ? mobile.value : normalizeDigits(contact.mobile), email: contact.email.trim() || null },
        specialRequests: requests.trim() || null,
        expectedPrice: total,
        clientRequestId,
        chanel: orderChannel(),
      });
      // A guest typed here is not saved to «مسافران من»: a saved passenger needs a birth date, which a hotel does not ask.
      navigate(hotelConfirmPath(order.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServer(fields);
      if (Object.keys(fields).length === 0) void showToast(failureMessage(error), 'error');
      setSending(false);
    }
  };

  const pickable = (saved ?? []).map((p) => savedPassengerOf(p, link.checkIn)).filter((p) => p.kind === PassengerKind.Adult);
  const selectedIds = slots.flatMap((s) => (s.savedId ? [s.savedId] : []));
  const generalErrors = Object.entries(server).filter(([key]) => !/^(rooms\[\d+\]\.leadGuest\.|contact\.)/.test(key)).map(([, m]) => m[0]);

  return (
    <div className={bookingClasses.page}>
      <div className={bookingClasses.main}>
        <Title order={1} size="h3">مشخصات مهمانان</Title>
        <StaySummary hotel={detail.hotel} checkIn={detail.stay.checkIn} checkOut={detail.stay.checkOut} nights={detail.stay.nights} rooms={lines} />
        {pickable.length > 0 && (
          <SavedPassengersPicker passengers={pickable} kind={PassengerKind.Adult} max={slots.length} selectedIds={selectedIds}
            onToggle={(p, selected) => toggleSaved(p.id, selected)} />
        )}
        {slots.map((slot, i) => (
          <PassengerForm
            key={i}
            guest
            kind={PassengerKind.Adult}
            value={slot.value}
            onChange={(value) => setSlot(i, { value })}
            flightDate={link.checkOut}
            countries={countries}
            today={today}
            submitted={submitted}
            errors={errorsUnder(server, `rooms[${i}].leadGuest`)}
            title={`مهمان اتاق ${toPersianDigits(i + 1)} (${BOARD_LABELS[offers[i]!.board]})`}
          />
        ))}
        <ContactForm value={contact} onChange={setContact} submitted={submitted} errors={errorsUnder(server, 'contact')} />
        <Textarea
          label="درخواست ویژه از هتل (اختیاری)"
          description="مثلاً ورود دیرهنگام یا اتاق‌های کنار هم؛ هتل در حد امکان انجام می‌دهد."
          // Fixed rows, not autosize: its hidden measuring copy stayed in the page at this width and widened the next one on a phone.
          rows={3}
          resize="vertical"
          value={requests}
          onChange={(event) => setRequests(event.currentTarget.value)}
          error={requests.length > MAX_REQUESTS ? `درخواست ویژه حداکثر ${toPersianDigits(MAX_REQUESTS)} نویسه است.` : server.specialRequests?.[0]}
        />
      </div>
      <div className={bookingClasses.side}>
        <PriceBreakdown lines={offers.map((o, i) => ({ key: o.key, label: lines[i]!, amount: o.price }))} total={total} />
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>{generalErrors.map((m) => <Text key={m} size="sm">{m}</Text>)}</Stack>
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={submit} loading={sending} rightSection={<IconArrowLeft size={20} aria-hidden />}>
          ثبت مهمانان و نگه‌داشتن اتاق
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          در مرحله بعد اتاق‌ها ۱۵ دقیقه برای شما نگه داشته می‌شود و مبلغ را پرداخت می‌کنید.
        </Text>
      </div>
    </div>
  );
});

/** /hotels/book/{hotelId}/?checkin&checkout&rooms&offers&total: one lead guest per room, contact, requests; Book holds the rooms. */
export const HotelGuestsScreen = observer(function HotelGuestsScreen() {
  const root = useStores();
  const location = useLocation();
  const reading = parseHotelBookingUrl(location.pathname, location.search);
  const link = reading.ok ? reading.value : null;
  const loaded = useLoad(async () => {
    const [detail, saved] = await Promise.all([
      root.api.hotelCatalog.hotel({
        hotelId: link!.hotelId, checkIn: link!.checkIn, checkOut: link!.checkOut,
        rooms: link!.rooms.map((r) => ({ adults: r.adults, childAges: r.childAges.filter((a): a is number => a !== null) })),
      }),
      root.api.passengers.currentUserPassengers().catch(() => null),
    ]);
    return { detail, saved };
  }, location.pathname + location.search, link !== null);

  if (!link) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="اتاقی برای رزرو انتخاب نشده است" text={reading.ok ? '' : reading.errors[0]?.message ?? ''}
          action={{ label: 'جستجوی هتل', href: '/hotels/' }} renderLink={routerLink} />
      </Container>
    );
  }
  return (
    <Container size="lg">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این هتل پیدا نشد.">
        {({ detail, saved }) => {
          const offers = chosenOffers(detail, link);
          if (!offers) {
            return (
              <EmptyState title="اتاق انتخاب‌شده دیگر موجود نیست" text="ظرفیت یا قیمت این اتاق تغییر کرده است. اتاق دیگری از همین هتل انتخاب کنید."
                action={{ label: 'انتخاب دوباره اتاق', href: hotelPageOf(detail, link) }} renderLink={routerLink} />
            );
          }
          return <GuestsForm link={link} detail={detail} offers={offers} saved={saved} />;
        }}
      </LoadView>
    </Container>
  );
});
