import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { HotelDetailResponse } from '../../contract';
import { AmenityList, CancellationPolicyCard, HotelGallery, PriceText, RoomCard, StarRating } from '../../design-system';
import { tehranToday, toPersianDigits } from '../../domain';
import {
  buildHotelBookingUrl, buildStayUrl, DEFAULT_HOTEL_FILTERS, DEFAULT_HOTEL_SORT, formatGuestScore, guestScoreWord, HOTEL_KIND_LABELS,
  partyTotals, staySearchKey, starsLabel, type CancellationPolicy,
} from '../../domain/hotels';
import { useStores } from '../../stores';
import { cityNameBySlug } from './hotel-names';
import { useStayFromUrl } from './HotelResultsScreen';
import { toGalleryPhotos, toRoomCard } from './hotel-view';
import { StaySummary } from './StaySummary';
import classes from './HotelScreens.module.css';

/** «اتاق ۱: ۲ بزرگسال، ۱ کودک». */
function roomTitle(index: number, room: { adults: number; childAges: readonly number[] }): string {
  const who = [`${toPersianDigits(room.adults)} بزرگسال`];
  if (room.childAges.length > 0) who.push(`${toPersianDigits(room.childAges.length)} کودک`);
  return `اتاق ${toPersianDigits(index + 1)}: ${who.join('، ')}`;
}

/** The hotel's facts in a short list: stars, kind, district, address, check-in and check-out, guests' score. */
function HotelFactsList({ data }: { data: HotelDetailResponse }) {
  const h = data.hotel;
  return (
    <dl className={classes.facts}>
      <div><dt>درجه</dt><dd>{starsLabel(h.stars)}</dd></div>
      <div><dt>نوع اقامتگاه</dt><dd>{HOTEL_KIND_LABELS[h.kind]}</dd></div>
      <div><dt>محله</dt><dd>{h.districtFa}</dd></div>
      <div><dt>ساعت ورود</dt><dd>از {toPersianDigits(h.checkInTime)}</dd></div>
      <div><dt>ساعت خروج</dt><dd>تا {toPersianDigits(h.checkOutTime)}</dd></div>
      <div>
        <dt>امتیاز مهمانان</dt>
        <dd>{h.guestScore === null ? 'هنوز امتیازی ثبت نشده' : `${formatGuestScore(h.guestScore)} از ۱۰، ${guestScoreWord(h.guestScore)} (${toPersianDigits(h.reviewCount)} نظر)`}</dd>
      </div>
      <div style={{ gridColumn: '1 / -1' }}><dt>نشانی</dt><dd>{h.addressFa}</dd></div>
    </dl>
  );
}

/** /hotels/<city>/<hotel>/?checkin=…: one hotel's facts and its rooms for the stay, one list per room of the party. */
export const HotelPageScreen = observer(function HotelPageScreen() {
  const { hotelSearch: store, places, env } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const { city: citySlugParam = '', hotel: hotelSlugParam = '' } = useParams();
  const urlStay = useStayFromUrl();
  const [editing, setEditing] = useState(false);
  const today = tehranToday(env.now());

  useEffect(() => {
    store.show(location.pathname, location.search);
  }, [store, location.pathname, location.search]);

  const stay = store.stay ?? urlStay;
  const state = store.hotel;
  const data = state.status === 'ready' ? state.data : null;
  const citySlug = citySlugParam.toLowerCase();
  const cityName = data?.hotel.cityNameFa ?? cityNameBySlug(places.allCities, citySlug) ?? citySlug.replaceAll('-', ' ');

  // One chosen offer per room of the party; a new stay starts over.
  const stayKey = stay ? staySearchKey(stay) : '';
  const [chosen, setChosen] = useState<{ key: string; offers: (string | null)[] }>({ key: '', offers: [] });
  const offers = useMemo(() => (chosen.key === stayKey ? chosen.offers : []), [chosen, stayKey]);
  useEffect(() => {
    if (data) document.title = `${data.hotel.nameFa} ${data.hotel.cityNameFa} | سفرآسا`;
  }, [data]);

  const rooms = data?.stay.rooms ?? [];
  const roomCount = rooms.length;
  const pickedOffers = useMemo(() => (data ? data.rooms.map((list, i) => list.find((o) => o.key === offers[i]) ?? null) : []), [data, offers]);
  const allChosen = roomCount > 0 && pickedOffers.length === roomCount && pickedOffers.every(Boolean);
  const total = pickedOffers.reduce((sum, o) => sum + (o?.price ?? 0), 0);

  const book = (keys: readonly string[], amount: number) => {
    if (!data) return;
    void navigate(buildHotelBookingUrl({
      hotelId: data.hotel.hotelId, checkIn: data.stay.checkIn, checkOut: data.stay.checkOut, rooms: data.stay.rooms, offerKeys: keys, total: amount,
    }));
  };
  const reserve = (roomIndex: number, offerKey: string) => {
    if (!data) return;
    if (roomCount === 1) {
      const offer = data.rooms[0]!.find((o) => o.key === offerKey);
      if (offer) book([offerKey], offer.price);
      return;
    }
    const next = Array.from({ length: roomCount }, (_, i) => (i === roomIndex ? offerKey : offers[i] ?? null));
    setChosen({ key: stayKey, offers: next });
  };

  const backToCity = stay
    ? buildStayUrl({ ...stay, destination: { city: stay.destination.city, hotel: null }, filters: DEFAULT_HOTEL_FILTERS, sort: DEFAULT_HOTEL_SORT })
    : '/hotels/';
  const heading = data?.hotel.nameFa ?? (state.status === 'error' ? 'هتل' : <Skeleton component="span" height={28} width={220} display="inline-block" aria-label="در حال بارگذاری" />);

  return (
    <Container size="lg" className={classes.page}>
      <Button component={Link} to={backToCity} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden style={{ transform: 'scaleX(-1)' }} />} w="fit-content">
        همه هتل‌های {cityName}
      </Button>
      <StaySummary
        heading={heading}
        stay={stay}
        destination={stay ? { destination: stay.destination, label: data?.hotel.nameFa ?? hotelSlugParam, ...(data ? { hotelId: data.hotel.hotelId } : {}) } : null}
        fixedDestination
        editing={editing}
        onEditingChange={setEditing}
      >
        {data && (
          <div className={classes.hotelHeader}>
            <StarRating stars={data.hotel.stars} withLabel size={14} />
            <Text size="sm" c="dimmed">{HOTEL_KIND_LABELS[data.hotel.kind]}، {data.hotel.districtFa}، {data.hotel.cityNameFa}</Text>
          </div>
        )}
      </StaySummary>

      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={state.errorKind === 'invalid' ? 'این جستجو درست نیست' : 'اطلاعات هتل دریافت نشد'}>
          <Text size="sm">{state.error}</Text>
          <Button mt="sm" variant={state.errorKind === 'invalid' ? 'filled' : 'light'}
            leftSection={state.errorKind === 'invalid' ? undefined : <IconRefresh size={18} aria-hidden />}
            onClick={() => (state.errorKind === 'invalid' ? setEditing(true) : store.retry())}>
            {state.errorKind === 'invalid' ? 'تغییر تاریخ و اتاق' : 'تلاش دوباره'}
          </Button>
        </Alert>
      )}

      {!data && state.status !== 'error' && (
        <Stack gap="md" aria-busy="true" aria-label="در حال بارگذاری هتل">
          <Skeleton height={320} radius="md" />
          <Skeleton height={160} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      )}

      {data && (
        <>
          <div className={classes.hotelGrid}>
            <HotelGallery photos={toGalleryPhotos(data.hotel)} altText={data.hotel.nameFa} label={`عکس‌های ${data.hotel.nameFa}`} />
            <Paper withBorder radius="md" className={classes.section} component="section" aria-labelledby="hotel-facts">
              <Title order={2} size="h4" id="hotel-facts" mb="sm">درباره هتل</Title>
              <HotelFactsList data={data} />
            </Paper>
          </div>
          <Paper withBorder radius="md" className={classes.section} component="section" aria-labelledby="hotel-amenities">
            <Title order={2} size="h4" id="hotel-amenities" mb="sm">امکانات</Title>
            <AmenityList amenities={data.hotel.amenities} label={`امکانات ${data.hotel.nameFa}`} />
          </Paper>
          <Paper withBorder radius="md" className={classes.section} component="section" aria-labelledby="hotel-policies">
            <Title order={2} size="h4" id="hotel-policies" mb="sm">قوانین هتل</Title>
            <Stack gap="sm">
              <Text size="sm">
                ورود از ساعت {toPersianDigits(data.hotel.checkInTime)} و خروج تا ساعت {toPersianDigits(data.hotel.checkOutTime)}.
                {' '}کودکان زیر ۲ سال در تخت کودک و بدون تخت اضافه اقامت می‌کنند؛ برای کودکان بزرگ‌تر ظرفیت اتاق در نظر گرفته می‌شود.
              </Text>
              <CancellationPolicyCard policy={data.hotel.cancellation as CancellationPolicy} checkIn={data.stay.checkIn} today={today} />
            </Stack>
          </Paper>

          <section aria-labelledby="hotel-rooms" className={classes.roomGroup}>
            <Title order={2} size="h3" id="hotel-rooms">اتاق‌ها</Title>
            {data.rooms.every((list) => list.every((o) => o.roomsLeft <= 0)) && (
              <Alert color="orange" variant="light" role="status">
                اتاق‌های این هتل برای این تاریخ‌ها تکمیل ظرفیت‌اند. تاریخ دیگری را امتحان کنید.
              </Alert>
            )}
            {data.rooms.map((list, i) => (
              <section key={i} className={classes.roomGroup} aria-labelledby={`room-${i}`}>
                {roomCount > 1 && <Title order={3} size="h5" id={`room-${i}`}>{roomTitle(i, rooms[i]!)}</Title>}
                {roomCount === 1 && <span id={`room-${i}`} hidden>{roomTitle(i, rooms[i]!)}</span>}
                {list.length === 0 ? (
                  <Text c="dimmed">اتاقی برای این تعداد مهمان در این هتل نیست.</Text>
                ) : (
                  <ul className={classes.roomList}>
                    {list.map((offer) => (
                      <li key={offer.key}>
                        <RoomCard room={toRoomCard(offer, data.hotel)} today={today} selected={roomCount > 1 && offers[i] === offer.key}
                          onReserve={() => reserve(i, offer.key)} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {roomCount > 1 && (
              <div className={classes.choiceBar} role="region" aria-label="اتاق‌های انتخاب‌شده">
                <div>
                  <Text size="sm" fw={500}>
                    {toPersianDigits(pickedOffers.filter(Boolean).length)} از {toPersianDigits(roomCount)} اتاق انتخاب شده
                    {' '}({toPersianDigits(partyTotals(rooms).guests)} مهمان)
                  </Text>
                  {total > 0 && <Text size="sm">جمع: <PriceText amount={total} size="sm" fw={700} /></Text>}
                </div>
                <Button size="md" disabled={!allChosen}
                  onClick={() => allChosen && book(pickedOffers.map((o) => o!.key), total)}>
                  ادامه
                </Button>
              </div>
            )}
          </section>
        </>
      )}
    </Container>
  );
});

export default HotelPageScreen;
