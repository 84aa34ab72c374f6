import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Passenger, Proposal } from '../../../contract';
import {
  ContactForm, contactErrors, EMPTY_PASSENGER, PassengerForm, passengerErrors, PriceBreakdown, SavedPassengersPicker, showToast,
} from '../../../design-system';
import { normalizeDigits, orderChannel, PassengerKind, tehranToday, toPersianDigits, validateMobile, type IsoDate } from '../../../domain';
import { useStores } from '../../../stores';
import { serverFieldErrors } from '../../account/parts/form-errors';
import { failureMessage } from '../../account/parts/load';
import { safarMarketOrderFields } from '../../resellers/safarmarket-trip';
import { useCountries } from '../../shared/use-countries';
import { errorsUnder, formValueOf, savedPassengerOf, toPassengerInput } from './passenger-input';
import { proposalRefs, slotsToKeep, type PassengerDraft } from './passenger-slots';
import { TripSummary } from './TripSummary';
import classes from './booking.module.css';

const KINDS = [PassengerKind.Adult, PassengerKind.Child, PassengerKind.Infant] as const;

export interface PassengerStepProps {
  /** The chosen flights, outbound then returning. */
  trip: readonly Proposal[];
  flightDate: IsoDate;
  international: boolean;
  draft: PassengerDraft;
  onDraftChange: (draft: PassengerDraft) => void;
  /** The user's saved passengers; null while they load or when they failed. */
  saved: readonly Passenger[] | null;
}

/** Fares of the chosen flights per passenger kind, and their taxes. */
function fares(trip: readonly Proposal[]) {
  const rows = KINDS.map((kind) => {
    const prices = trip.map((p) => p.Prices.find((x) => x.PassengerType === kind));
    return { kind, count: prices[0]?.Count ?? 0, unitPrice: prices.reduce((sum, x) => sum + (x?.BaseFare ?? 0), 0) };
  }).filter((r) => r.count > 0);
  const taxes = trip.reduce((sum, p) => sum + p.Prices.reduce((s, x) => s + x.Tax * x.Count, 0), 0);
  return { rows, taxes, total: trip.reduce((sum, p) => sum + p.TotalPrice, 0) };
}

/** The passengers step: the trip, one PassengerForm per traveller with saved passengers to pick, the contact, and the submit. */
export const PassengerStep = observer(function PassengerStep({ trip, flightDate, international, draft, onDraftChange, saved }: PassengerStepProps) {
  const root = useStores();
  const navigate = useNavigate();
  const countries = useCountries();
  const today = tehranToday(root.env.now());
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [clientRequestId] = useState(() => root.env.randomUUID());
  const { slots, contact } = draft;
  const price = fares(trip);

  const setSlot = (index: number, next: Partial<PassengerDraft['slots'][number]>) =>
    onDraftChange({ ...draft, slots: slots.map((s, i) => (i === index ? { ...s, ...next } : s)) });

  const toggleSaved = (id: string, selected: boolean) => {
    const passenger = saved?.find((p) => p.id === id);
    if (!passenger) return;
    const kind = savedPassengerOf(passenger, flightDate).kind;
    if (selected) {
      const index = slots.findIndex((s) => s.kind === kind && !s.savedId);
      if (index >= 0) setSlot(index, { value: formValueOf(passenger), savedId: id });
    } else {
      const index = slots.findIndex((s) => s.savedId === id);
      if (index >= 0) setSlot(index, { value: EMPTY_PASSENGER, savedId: undefined });
    }
  };

  /**
   * Issue 18: passengers typed here are saved (the server matches a national code or passport it
   * already has), so the next booking's picker offers them. A failure does not stop the booking.
   */
  const keepPassengers = () => Promise.allSettled(slotsToKeep(slots).map((s) =>
    root.api.passengers.addOrUpdate(toPassengerInput(s.value, s.kind, international))));

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
      const order = await root.api.booking.submitFlightOrder({
        proposals: proposalRefs(trip),
        passengers: slots.map((s) => toPassengerInput(s.value, s.kind, international, s.savedId)),
        contact: { mobile: mobile.ok ? mobile.value : normalizeDigits(contact.mobile), email: contact.email.trim() || null },
        chanel: orderChannel(),
        clientRequestId,
        ...safarMarketOrderFields(trip),
      });
      root.order.setOrder(order);
      await keepPassengers();
      navigate(`/confirm/?orderId=${encodeURIComponent(order.id)}`);
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
    <div className={classes.page}>
      <div className={classes.main}>
        <Title order={1} size="h3">مشخصات مسافران</Title>
        <TripSummary parts={trip.map((proposal) => ({ proposal }))} />
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
              <Checkbox label="ذخیره در مسافران من" checked={slot.keep !== false}
                onChange={(event) => setSlot(i, { keep: event.currentTarget.checked })} />
            )}
          />
        ))}
        <ContactForm value={contact} onChange={(value) => onDraftChange({ ...draft, contact: value })} submitted={submitted}
          errors={errorsUnder(server, 'contact')} mobileNote="بلیت و کد پیگیری به این شماره پیامک می‌شود." />
      </div>
      <div className={classes.side}>
        <PriceBreakdown passengers={price.rows} taxes={price.taxes} total={price.total} />
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>{generalErrors.map((m) => <Text key={m} size="sm">{m}</Text>)}</Stack>
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={submit} loading={sending} rightSection={<IconArrowLeft size={20} aria-hidden />}>
          ثبت مسافران و ادامه
        </Button>
        <Text size="xs" c="dimmed" ta="center">در مرحله بعد صندلی‌ها برای شما نگه داشته می‌شود و مبلغ را پرداخت می‌کنید.</Text>
      </div>
    </div>
  );
});
