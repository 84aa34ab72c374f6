import { Alert, Button, Container, Paper, SegmentedControl, Select, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconArmchair, IconClockHour4, IconLuggage, IconUserStar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CipAirport, CipQuote } from '../../contract';
import {
  CipExtrasPicker, JalaliDatePicker, PassengerCountPicker, PriceBreakdown, PriceText, type PassengerCounts,
} from '../../design-system';
import { formatJalaliLong, tehranToday, toPersianDigits, type IsoDate } from '../../domain';
import {
  buildCipBookingUrl, CIP_AIRLINES, CIP_FLIGHT_TIME_LABELS, CIP_KIND_HINTS, CIP_KIND_LABELS, cipFormErrors, cipPriceLines, cipTotal,
  meetAtOf, normalizeClockTime, normalizeFlightNumber, readCipPrefill, type CipExtraChoice, type CipKind, type CipPrefill,
} from '../../domain/cip';
import { useStores } from '../../stores';
import { failureMessage, LoadView, useSeededLoad } from '../account/parts/load';
import { serverFieldErrors } from '../account/parts/form-errors';
import classes from './parts/cip.module.css';
import page from '../shared/product-page.module.css';
import { countedLinesOf } from '../booking/parts/counted-lines';

const FEATURES = [
  { icon: IconArmchair, title: 'سالن اختصاصی', text: 'انتظار در سالن آرام CIP با پذیرایی، به‌جای صف‌ها و سالن عمومی.' },
  { icon: IconUserStar, title: 'تشریفات بی‌صف', text: 'پذیرش پرواز، تحویل بار و کنترل گذرنامه را کارکنان CIP برای شما انجام می‌دهند.' },
  { icon: IconLuggage, title: 'باربر و خودرو', text: 'باربر برای چمدان‌ها و خودرو تا پای هواپیما، اگر بخواهید.' },
  { icon: IconClockHour4, title: 'خروجی، ورودی و ترانزیت', text: 'برای پرواز از فرودگاه، فرود در آن یا تعویض پرواز؛ با خوشامدگو از درِ هواپیما.' },
] as const;

const airlineOptions = CIP_AIRLINES.map((a) => ({ value: a.code, label: `${a.nameFa} (${a.code})` }));

interface FormState {
  airport: string | null;
  kind: CipKind;
  date: IsoDate | null;
  time: string;
  airline: string | null;
  flight: string;
  party: PassengerCounts;
  extras: CipExtraChoice[];
}

function initialForm(prefill: CipPrefill, airports: readonly CipAirport[]): FormState {
  const airport = airports.find((a) => a.code === prefill.airport) ?? null;
  const kind = prefill.kind && (!airport || airport.kinds.some((k) => k.kind === prefill.kind)) ? prefill.kind : (airport?.kinds[0]?.kind ?? 'Departure');
  return {
    airport: airport?.code ?? null,
    kind,
    date: prefill.date ?? null,
    time: prefill.time ?? '',
    airline: prefill.airline ?? null,
    flight: prefill.flight ?? '',
    party: prefill.party ?? { adults: 1, children: 0, infants: 0 },
    extras: (prefill.extras ?? []).filter((e) => airport?.extras.some((x) => x.extra === e.extra)),
  };
}

/** The form's values as a booking prefill (time and flight number read as typed). */
function prefillOf(form: FormState): CipPrefill {
  const time = normalizeClockTime(form.time);
  const flight = form.airline ? normalizeFlightNumber(form.flight, form.airline) : normalizeFlightNumber(form.flight);
  return {
    ...(form.airport ? { airport: form.airport } : {}),
    kind: form.kind,
    ...(form.date ? { date: form.date } : {}),
    ...(time ? { time } : {}),
    ...(form.airline ? { airline: form.airline } : {}),
    ...(flight ? { flight } : {}),
    party: form.party,
    extras: form.extras,
  };
}

type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: CipQuote; key: string } | { status: 'error'; message: string; key: string };

function AirportList({ airports, onChoose }: { airports: readonly CipAirport[]; onChoose: (code: string) => void }) {
  return (
    <ul className={classes.airports} aria-label="فرودگاه‌های دارای خدمات CIP">
      {airports.map((a) => (
        <li key={a.code}>
          <Paper withBorder radius="md" p="md" className={classes.airport}>
            <Title order={3} size="h5">فرودگاه {a.nameFa} <bdi dir="ltr">({a.code})</bdi></Title>
            <Text size="sm" c="dimmed">{a.cityFa}، {a.loungeFa}</Text>
            <ul className={classes.tariffs}>
              {a.kinds.map((k) => (
                <li key={k.kind} className={classes.tariff}>
                  <Text size="sm">{CIP_KIND_LABELS[k.kind]}، هر بزرگسال</Text>
                  <PriceText amount={k.adult} size="sm" />
                </li>
              ))}
            </ul>
            <Button variant="light" size="xs" mt={4} onClick={() => onChoose(a.code)}>رزرو در این فرودگاه</Button>
          </Paper>
        </li>
      ))}
    </ul>
  );
}

function BookingForm({ airports, prefill }: { airports: readonly CipAirport[]; prefill: CipPrefill }) {
  const root = useStores();
  const navigate = useNavigate();
  const today = tehranToday(root.env.now());
  const [form, setForm] = useState<FormState>(() => initialForm(prefill, airports));
  const [submitted, setSubmitted] = useState(false);
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' });
  const airport = airports.find((a) => a.code === form.airport) ?? null;
  const tariff = airport?.kinds.find((k) => k.kind === form.kind) ?? null;
  const values = prefillOf(form);
  const errors = cipFormErrors(values, today);
  const complete = Object.keys(errors).length === 0;
  const travellers = form.party.adults + form.party.children + form.party.infants;
  const quoteKey = complete ? JSON.stringify([values.airport, values.kind, values.date, values.time, values.party, values.extras]) : '';

  const change = (next: Partial<FormState>) => setForm((f) => ({ ...f, ...next }));
  const chooseAirport = (code: string | null) => {
    const a = airports.find((x) => x.code === code);
    setForm((f) => ({
      ...f,
      airport: code,
      kind: a && !a.kinds.some((k) => k.kind === f.kind) ? a.kinds[0]!.kind : f.kind,
      extras: f.extras.filter((e) => a?.extras.some((x) => x.extra === e.extra)),
    }));
  };

  // The live quote: asked for once the form is whole and has been still for a moment.
  useEffect(() => {
    if (!quoteKey) return;
    let live = true;
    const timer = setTimeout(() => {
      setQuote({ status: 'loading' });
      root.api.cip.quote({
        airport: values.airport!, kind: values.kind!, date: values.date!, time: values.time!, passengers: values.party!, extras: [...(values.extras ?? [])],
      }).then(
        (answer) => live && setQuote({ status: 'ready', quote: answer, key: quoteKey }),
        (error: unknown) => live && setQuote({ status: 'error', key: quoteKey, message: Object.values(serverFieldErrors(error))[0]?.[0] ?? failureMessage(error) }),
      );
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // values are what quoteKey spells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);

  const estimate = useMemo(() => (tariff && airport ? cipPriceLines(tariff, airport.extras, form.party, form.extras) : []), [tariff, airport, form.party, form.extras]);
  const answered = quote.status === 'ready' && quote.key === quoteKey ? quote.quote : null;
  const refused = quote.status === 'error' && quote.key === quoteKey ? quote.message : null;
  const lines = answered ? answered.lines : estimate;
  const full = answered?.placesLeft === 0;
  const meet = tariff && values.date && values.time ? meetAtOf(form.kind, { date: values.date, time: values.time }, tariff.arriveMinutesBefore) : null;

  const next = () => {
    setSubmitted(true);
    if (!complete || refused || full) return;
    navigate(buildCipBookingUrl({
      airport: values.airport!, kind: values.kind!, date: values.date!, time: values.time!, party: values.party!, airline: values.airline!,
      flight: values.flight!, extras: values.extras ?? [],
      ...(prefill.otherAirport ? { otherAirport: prefill.otherAirport } : {}),
      ...(prefill.flightOrderId ? { flightOrderId: prefill.flightOrderId } : {}),
    }));
  };
  const shown = (field: string) => (submitted ? errors[field] : undefined);

  return (
    <div className={page.layout}>
      <Paper withBorder radius="md" p="md" component="form" aria-labelledby="cip-form" onSubmit={(e) => { e.preventDefault(); next(); }}>
        <Title order={2} size="h4" id="cip-form" mb="md">رزرو CIP</Title>
        <div className={classes.formGrid}>
          <Select label="فرودگاه" placeholder="انتخاب فرودگاه" data={airports.map((a) => ({ value: a.code, label: `${a.nameFa}، ${a.cityFa} (${a.code})` }))}
            value={form.airport} onChange={chooseAirport} searchable allowDeselect={false} error={shown('airport')} required />
          <div>
            <Text size="sm" fw={500} mb={4} id="cip-kind">نوع خدمت</Text>
            <SegmentedControl fullWidth aria-labelledby="cip-kind" value={form.kind} onChange={(kind) => change({ kind: kind as CipKind })}
              data={(airport?.kinds ?? [{ kind: 'Departure' }, { kind: 'Arrival' }, { kind: 'Transit' }]).map((k) => ({ value: k.kind, label: CIP_KIND_LABELS[k.kind] }))} />
            <Text size="xs" c="dimmed" mt={4}>{CIP_KIND_HINTS[form.kind]}</Text>
          </div>
          <JalaliDatePicker label="تاریخ پرواز" value={form.date} onChange={(date) => change({ date })} today={today} minDate={today}
            error={shown('date')} required />
          <TextInput label={CIP_FLIGHT_TIME_LABELS[form.kind]} description="به وقت محلی فرودگاه" placeholder="۰۸:۳۰" inputMode="numeric" dir="ltr"
            value={form.time} onChange={(e) => change({ time: e.currentTarget.value })}
            onBlur={() => { const t = normalizeClockTime(form.time); if (t) change({ time: t }); }}
            error={shown('time')} required />
          <Select label="ایرلاین" placeholder="انتخاب ایرلاین" data={airlineOptions} value={form.airline} onChange={(airline) => change({ airline })}
            searchable error={shown('airline')} required />
          <TextInput label="شماره پرواز" placeholder="۴۵۱" dir="ltr" value={form.flight} onChange={(e) => change({ flight: e.currentTarget.value })}
            error={shown('flight')} required />
          <PassengerCountPicker className={classes.wide} value={form.party} onChange={(party) => change({ party })} error={shown('passengers')} />
          {airport && airport.extras.length > 0 && (
            <div className={classes.wide}>
              <CipExtrasPicker extras={airport.extras} value={form.extras} onChange={(extras) => change({ extras })} travellers={travellers} />
            </div>
          )}
        </div>
      </Paper>
      <div className={page.side}>
        {lines.length > 0 ? (
          <PriceBreakdown title={answered ? 'قیمت خدمات' : 'برآورد قیمت'} lines={countedLinesOf(lines)} total={answered?.total ?? cipTotal(lines)} />
        ) : (
          <Paper withBorder radius="md" p="md"><Text size="sm" c="dimmed">فرودگاه و نوع خدمت را انتخاب کنید تا قیمت را ببینید.</Text></Paper>
        )}
        {quote.status === 'loading' && <Text size="xs" c="dimmed" role="status">در حال گرفتن قیمت از فرودگاه…</Text>}
        {refused && <Alert color="red" variant="light" role="alert">{refused}</Alert>}
        {full && <Alert color="orange" variant="light" role="alert">سالن CIP در این ساعت پر است؛ ساعت یا روز دیگری را امتحان کنید.</Alert>}
        {answered && answered.placesLeft > 0 && answered.placesLeft <= 5 && (
          <Text size="sm" c="orange.8">تنها {toPersianDigits(answered.placesLeft)} جای خالی در این ساعت مانده است.</Text>
        )}
        {meet && airport && (
          <Text size="sm">
            زمان حضور: ساعت {toPersianDigits(meet.time)}{meet.date !== values.date ? `، ${formatJalaliLong(meet.date, { weekday: true })}` : ''} به وقت فرودگاه {airport.nameFa}
          </Text>
        )}
        {submitted && !complete && <Alert color="red" variant="light" role="alert">لطفاً خطاهای فرم را برطرف کنید.</Alert>}
        <Button size="lg" fullWidth onClick={next} disabled={Boolean(refused) || full} rightSection={<IconArrowLeft size={20} aria-hidden />}>ادامه</Button>
        {airport && (
          <Text size="xs" c="dimmed">
            لغو رایگان تا {toPersianDigits(airport.cancellation.freeUntilHoursBefore)} ساعت پیش از خدمت؛ پس از آن {toPersianDigits(airport.cancellation.penaltyPercent)}٪ مبلغ کسر می‌شود.
          </Text>
        )}
      </div>
    </div>
  );
}

/** /cip/: what CIP is, the airports with their lounges and prices, and the booking form with a live quote. */
export function CipScreen() {
  const root = useStores();
  const location = useLocation();
  const prefill = useMemo(() => readCipPrefill(location.search), [location.search]);
  const airports = useSeededLoad('cipAirports', () => root.api.cip.airports());
  const [formKey, setFormKey] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);

  const choose = (code: string) => {
    setChosen(code);
    setFormKey((n) => n + 1);
    requestAnimationFrame(() => document.getElementById('cip-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <>
      <section className={page.hero}>
        <Container size="lg" py={40}>
          <div className={page.heroText}>
            <Title order={1} c="white">خدمات CIP فرودگاه</Title>
            <Text c="white" fz="lg">
              سفر را بی‌صف و آرام شروع کنید: پذیرش پرواز و تحویل بار با کارکنان CIP، انتظار در سالن اختصاصی و همراهی تا پای هواپیما؛
              برای پرواز خروجی، ورودی یا ترانزیت.
            </Text>
          </div>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <LoadView state={airports.state} reload={airports.reload}
          loading={<div role="status" aria-busy="true" aria-label="در حال دریافت فرودگاه‌ها"><Skeleton height={420} radius="md" /></div>}>
          {(list) => <BookingForm key={formKey} airports={list} prefill={chosen ? { ...prefill, airport: chosen } : prefill} />}
        </LoadView>
        {/* What CIP is, after the form: on a phone the form is the first thing under the title. */}
        <Title order={2} size="h3" mt="xl" mb="md">خدمات CIP چیست؟</Title>
        <ul className={classes.features} aria-label="آنچه CIP دارد">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <Paper withBorder radius="md" p="md" h="100%">
                <f.icon size={28} aria-hidden color="var(--mantine-color-brand-6)" />
                <Title order={3} size="h5" mt={6}>{f.title}</Title>
                <Text size="sm" c="dimmed">{f.text}</Text>
              </Paper>
            </li>
          ))}
        </ul>
        {airports.status === 'ready' && (
          <>
            <Title order={2} size="h3" mt="xl" mb="md">فرودگاه‌ها و قیمت‌ها</Title>
            <AirportList airports={airports.data} onChoose={choose} />
          </>
        )}
      </Container>
    </>
  );
}
