import { Alert, Anchor, Badge, Button, Container, Paper, Select, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { TourDeparture, TourPackage, TourQuote } from '../../contract';
import { EmptyState, ItineraryList, PriceBreakdown, PriceText, StarRating } from '../../design-system';
import { formatJalaliLong, toPersianDigits } from '../../domain';
import {
  buildTourBookingUrl, defaultRooms, parseTourBookingUrl, roomCountsFor, roomFa, roomInputsOf, spreadRooms, standInBirthDates,
  TOUR_LIST_PATH, tourPriceLines, tourTotal, visaPagePath, type TourParty, type TourRoom,
} from '../../domain/tours';
import { useStores } from '../../stores';
import { serverFieldErrors } from '../account/parts/form-errors';
import { failureMessage, LoadView, useSeededLoad } from '../account/parts/load';
import { routerLink } from '../shared/router-link';
import { PartyPicker } from './parts/PartyPicker';
import { photoSrcSet, photoUrl } from '../shared/photos';
import classes from './parts/tours.module.css';
import page from '../shared/product-page.module.css';
import { countedLinesOf } from '../booking/parts/counted-lines';

type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: TourQuote; key: string } | { status: 'error'; message: string; key: string };

/** Departures listed before «نمایش همه» (a phone would scroll past a season of them to the party and price). */
const DEPARTURES_SHOWN = 6;

const DEFAULT_PARTY: TourParty = { adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">{title}</Title>
      {children}
    </Paper>
  );
}

/** A departure to choose; its name is all it shows (dates first), as WCAG's label-in-name asks. */
function DepartureChoice({ departure, chosen, onChoose }: { departure: TourDeparture; chosen: boolean; onChoose: () => void }) {
  const full = departure.placesLeft <= 0;
  return (
    <button type="button" className={classes.choice} aria-pressed={chosen} disabled={full} onClick={onChoose}>
      <span className={classes.choiceHead}>
        <Text span fw={700} size="sm">{formatJalaliLong(departure.departureDate, { weekday: true })} تا {formatJalaliLong(departure.returnDate, { year: false })}</Text>
        <Text span size="sm">از <PriceText amount={departure.fromPrice} size="sm" fw={700} /></Text>
      </span>
      <Text span size="xs" c="dimmed">
        {toPersianDigits(departure.nights)} شب، {departure.airlineNameFa} <bdi dir="ltr">({departure.airlineCode})</bdi>،{' '}
        {full ? 'تکمیل ظرفیت' : `${toPersianDigits(departure.placesLeft)} جای خالی`}
      </Text>
    </button>
  );
}

/** A hotel of the departure to choose; its name is all it shows (the hotel's name first). */
function HotelChoice({ hotel: h, chosen, onChoose }: { hotel: TourDeparture['hotels'][number]; chosen: boolean; onChoose: () => void }) {
  return (
    <button type="button" className={classes.choice} aria-pressed={chosen} onClick={onChoose}>
      <span className={classes.choiceHead}>
        <Text span fw={700} size="sm">{h.hotelNameFa} <StarRating stars={h.stars} size={14} /></Text>
        <Text span size="sm">هر نفر <PriceText amount={h.prices.adultDouble} size="sm" fw={700} /></Text>
      </span>
      <Text span size="xs" c="dimmed">{h.boardFa}</Text>
      <span className={classes.prices}>
        <span>اتاق یک تخته: <PriceText amount={h.prices.adultDouble + h.prices.singleSupplement} size="xs" /></span>
        <span>کودک با تخت: <PriceText amount={h.prices.childWithBed} size="xs" /></span>
        <span>کودک بدون تخت: <PriceText amount={h.prices.childWithoutBed} size="xs" /></span>
        <span>نوزاد: <PriceText amount={h.prices.infant} size="xs" /></span>
      </span>
    </button>
  );
}

function Booking({ tour, initial }: { tour: TourPackage; initial: { departureId?: string; hotelId?: string; party?: TourParty; rooms?: TourRoom[] } }) {
  const root = useStores();
  const navigate = useNavigate();
  const open = tour.departures.filter((d) => d.placesLeft > 0);
  const [departureId, setDepartureId] = useState<string | null>(
    () => tour.departures.find((d) => d.id === initial.departureId && d.placesLeft > 0)?.id ?? open[0]?.id ?? null);
  const departure = tour.departures.find((d) => d.id === departureId) ?? null;
  const [hotelId, setHotelId] = useState<string | null>(() => initial.hotelId ?? null);
  const hotel = departure?.hotels.find((h) => h.id === hotelId) ?? departure?.hotels[0] ?? null;
  const [party, setParty] = useState<TourParty>(initial.party ?? DEFAULT_PARTY);
  const counts = roomCountsFor(party);
  const [roomCount, setRoomCount] = useState<number | null>(initial.rooms?.length ?? null);
  const rooms = useMemo(() => {
    if (roomCount !== null && counts.includes(roomCount)) return spreadRooms(party, roomCount);
    return defaultRooms(party);
  }, [party, roomCount, counts]);
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' });
  const [allDepartures, setAllDepartures] = useState(false);
  const quoteKey = departure && hotel && rooms ? JSON.stringify([departure.id, hotel.id, rooms]) : '';

  useEffect(() => {
    if (!quoteKey || !departure || !hotel || !rooms) return;
    let live = true;
    const timer = setTimeout(() => {
      setQuote({ status: 'loading' });
      root.api.tours.quote({
        departureId: departure.id, hotelOptionId: hotel.id,
        passengers: standInBirthDates(party, departure.departureDate).map((birthDate) => ({ birthDate })),
        rooms: roomInputsOf(rooms),
      }).then(
        (answer) => live && setQuote({ status: 'ready', quote: answer, key: quoteKey }),
        (error: unknown) => live && setQuote({ status: 'error', key: quoteKey, message: Object.values(serverFieldErrors(error))[0]?.[0] ?? failureMessage(error) }),
      );
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The inputs are what quoteKey spells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);

  const estimate = hotel && rooms ? tourPriceLines(rooms, hotel.prices) : [];
  const answered = quote.status === 'ready' && quote.key === quoteKey ? quote.quote : null;
  const refused = quote.status === 'error' && quote.key === quoteKey ? quote.message : null;
  const lines = answered ? answered.lines : estimate;
  const travellers = party.adults + party.childrenWithBed + party.childrenWithoutBed + party.infants;
  const tooMany = departure !== null && travellers > departure.placesLeft;
  const canBook = departure && hotel && rooms && !refused && !tooMany && !(answered && answered.placesLeft < travellers);

  const book = () => {
    if (!canBook) return;
    navigate(buildTourBookingUrl({ departureId: departure.id, hotelId: hotel.id, party, rooms }));
  };

  if (!departure) {
    return <Alert color="orange" variant="light">ظرفیت همه تاریخ‌های این تور تکمیل شده است. <Anchor component={Link} to={TOUR_LIST_PATH}>تورهای دیگر</Anchor></Alert>;
  }

  return (
    <div className={page.layout}>
      <div className={classes.main}>
        <Section id="tour-departures" title="تاریخ حرکت">
          <ul className={classes.choices}>
            {tour.departures.filter((d, i) => allDepartures || i < DEPARTURES_SHOWN || d.id === departure.id).map((d) => (
              <li key={d.id}><DepartureChoice departure={d} chosen={d.id === departure.id} onChoose={() => { setDepartureId(d.id); setHotelId(null); }} /></li>
            ))}
          </ul>
          {!allDepartures && tour.departures.length > DEPARTURES_SHOWN && (
            <Button variant="subtle" size="sm" mt="xs" onClick={() => setAllDepartures(true)}>
              نمایش همه {toPersianDigits(tour.departures.length)} تاریخ حرکت
            </Button>
          )}
        </Section>
        <Section id="tour-hotels" title="هتل">
          <ul className={classes.choices}>
            {departure.hotels.map((h) => (
              <li key={h.id}>
                <HotelChoice hotel={h} chosen={h.id === hotel?.id} onChoose={() => setHotelId(h.id)} />
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className={page.side}>
        <PartyPicker value={party} onChange={(next) => { setParty(next); setRoomCount(null); }} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-rooms">
          <Title order={2} size="h5" id="tour-rooms" mb={4}>اتاق‌ها</Title>
          {counts.length > 1 && (
            <Select label="تعداد اتاق" size="sm" allowDeselect={false} value={String(rooms?.length ?? counts[0])} mb="xs"
              data={counts.map((n) => ({ value: String(n), label: `${toPersianDigits(n)} اتاق` }))} onChange={(v) => setRoomCount(Number(v))} />
          )}
          {rooms ? rooms.map((r, i) => <Text key={i} size="sm">{roomFa(r, i)}</Text>)
            : <Text size="sm" c="red.8" role="alert">این تعداد مسافر را نمی‌توان در اتاق‌ها جا داد؛ یک بزرگسال اضافه کنید.</Text>}
        </Paper>
        {lines.length > 0 && <PriceBreakdown title={answered ? 'قیمت تور' : 'برآورد قیمت'} lines={countedLinesOf(lines)} total={answered?.total ?? tourTotal(lines)} />}
        {quote.status === 'loading' && <Text size="xs" c="dimmed" role="status">در حال گرفتن قیمت…</Text>}
        {refused && <Alert color="red" variant="light" role="alert">{refused}</Alert>}
        {tooMany && <Alert color="orange" variant="light" role="alert">در این تاریخ تنها {toPersianDigits(departure.placesLeft)} جای خالی مانده است.</Alert>}
        <Button size="lg" fullWidth onClick={book} disabled={!canBook} rightSection={<IconArrowLeft size={20} aria-hidden />}>رزرو</Button>
        <Text size="xs" c="dimmed">
          لغو رایگان تا {toPersianDigits(tour.cancellation.freeUntilDaysBefore)} روز پیش از حرکت؛ پس از آن {toPersianDigits(tour.cancellation.penaltyPercent)}٪ مبلغ کسر می‌شود.
        </Text>
      </div>
    </div>
  );
}

function TourPage({ tour }: { tour: TourPackage }) {
  const location = useLocation();
  const { general } = useStores();
  // The document's title names this tour while its page is on screen.
  useEffect(() => {
    general.setTourOnScreen({ slug: tour.slug, titleFa: tour.titleFa });
    return () => general.setTourOnScreen(null);
  }, [general, tour.slug, tour.titleFa]);
  const initial = useMemo(() => {
    const read = parseTourBookingUrl(location.search);
    const params = new URLSearchParams(location.search);
    return read.ok ? read.value : { departureId: params.get('departure') ?? undefined, hotelId: params.get('hotel') ?? undefined };
  }, [location.search]);
  const nights = [...new Set(tour.departures.map((d) => d.nights))].sort((a, b) => a - b);
  return (
    <Container size="lg" py="xl">
      <div className={classes.main}>
        <div>
          <Anchor component={Link} to={TOUR_LIST_PATH} size="sm">همه تورها</Anchor>
          <Title order={1} mt={4}>{tour.titleFa}</Title>
          <Text c="dimmed">
            {tour.destinationFa}، از {tour.originFa}، {nights.map((n) => toPersianDigits(n)).join(' و ')} شب
            {tour.visaDestination && <> <Badge variant="light" color="gray" ml={4}>نیاز به ویزا</Badge></>}
          </Text>
        </div>
        <img className={classes.cover} src={photoUrl(tour.photo, 1200, 525)} srcSet={photoSrcSet(tour.photo, COVER_WIDTHS, 525 / 1200)} sizes="(min-width: 71.25em) 71.25rem, 100vw" alt={`نمایی از ${tour.destinationFa}`} width={1200} height={525} fetchPriority="high" />
        <Booking tour={tour} initial={initial} />
        <Section id="tour-itinerary" title="برنامه سفر">
          <ItineraryList days={tour.itinerary} />
        </Section>
        <div className={classes.twoCols}>
          <Section id="tour-includes" title="خدمات تور">
            <ul className={classes.bullets} aria-label="شامل">
              {tour.includesFa.map((t) => <li key={t}><IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden /> {t}</li>)}
            </ul>
          </Section>
          <Section id="tour-excludes" title="هزینه‌های خارج از تور">
            <ul className={classes.bullets} aria-label="شامل نمی‌شود">
              {tour.excludesFa.map((t) => <li key={t}><IconX size={14} color="var(--mantine-color-red-8)" aria-hidden /> {t}</li>)}
            </ul>
          </Section>
        </div>
        <Section id="tour-documents" title="مدارک لازم">
          <ul className={classes.bullets}>
            {tour.documentsFa.map((t) => <li key={t}>{t}</li>)}
          </ul>
          {tour.visaDestination && (
            <Text size="sm" mt="sm">
              این سفر ویزا لازم دارد: <Anchor component={Link} to={visaPagePath(tour.visaDestination)}>درخواست آنلاین ویزای {tour.destinationFa}</Anchor>
            </Text>
          )}
        </Section>
      </div>
    </Container>
  );
}

/** /tour/<slug>/: a package's programme, includes and documents, its departures with hotel options and prices, the party and rooms, a live quote and «رزرو». */
/** The cover spans the page (Container lg, 71.25rem): a phone's width up to 3×, the page at 1× and 2×. */
const COVER_WIDTHS = [480, 800, 1200, 1800];

export function TourPageScreen() {
  const root = useStores();
  const { slug = '' } = useParams();
  // The server renders a tour's page with its package (PageLoads.tour); in the browser, from the list.
  const tour = useSeededLoad('tour', async (): Promise<TourPackage | null> =>
    (await root.api.tours.tours()).find((t) => t.slug === slug.toLowerCase()) ?? null, `tour:${slug.toLowerCase()}`);
  return (
    <LoadView state={tour.state} reload={tour.reload}
      loading={<Container size="lg" py="xl"><div role="status" aria-busy="true" aria-label="در حال دریافت تور"><Skeleton height={480} radius="md" /></div></Container>}>
      {(found) => {
        return found ? <TourPage key={found.slug} tour={found} /> : (
          <Container size="md" py="xl">
            <EmptyState title="این تور پیدا نشد" text="ممکن است برگزار شده یا از فهرست برداشته شده باشد." action={{ label: 'همه تورها', href: TOUR_LIST_PATH }} renderLink={routerLink} />
          </Container>
        );
      }}
    </LoadView>
  );
}
