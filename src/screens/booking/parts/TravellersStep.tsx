import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Passenger } from '../../../contract';
import {
  ContactForm, contactErrors, EMPTY_PASSENGER, PassengerForm, passengerErrors, SavedPassengersPicker, showToast,
} from '../../../design-system';
import { normalizeDigits, PassengerKind, tehranToday, toPersianDigits, validateMobile, type IsoDate } from '../../../domain';
import { useStores } from '../../../stores';
import { serverFieldErrors } from '../../account/parts/form-errors';
import { failureMessage } from '../../account/parts/load';
import { useCountries } from '../../shared/use-countries';
import { errorsUnder, formValueOf, savedPassengerOf, toPassengerInput } from './passenger-input';
import { slotsToKeep, type PassengerSlot } from './passenger-slots';
import classes from './booking.module.css';

const KINDS = [PassengerKind.Adult, PassengerKind.Child, PassengerKind.Infant] as const;

/** What the step sends: the travellers as typed and the contact, cleaned; it answers where to go next. */
export type BookTravellers = (travellers: readonly PassengerSlot[], contact: { mobile: string; email: string | null }, clientRequestId: string) => Promise<string>;

export interface TravellersStepProps {
  /** «مشخصات مسافران CIP». */
  title: string;
  /** What is being booked, above the forms. */
  summary: ReactNode;
  /** One empty slot per traveller, by kind. */
  initialSlots: () => PassengerSlot[];
  /** Ages and passports count to this day. */
  travelDate: IsoDate;
  international: boolean;
  /** The user's saved passengers; null while they load or when they failed. */
  saved: readonly Passenger[] | null;
  /** The price box beside the forms. */
  price: ReactNode;
  /** Under the button: what the next step holds. */
  holdNote: string;
  /** A traveller's heading; «مسافر ۲» by default. */
  slotTitle?: (index: number) => string;
  book: BookTravellers;
}

/**
 * The travellers step of a product booked in one step (CIP, tours): one PassengerForm per traveller
 * with saved passengers to pick, the contact, the server's messages under their fields, and Book.
 * Typed travellers join «مسافران من» as on the flight passenger step.
 */
export const TravellersStep = observer(function TravellersStep({
  title, summary, initialSlots, travelDate, international, saved, price, holdNote, slotTitle, book,
}: TravellersStepProps) {
  const root = useStores();
  const navigate = useNavigate();
  const countries = useCountries();
  const today = tehranToday(root.env.now());
  const user = root.auth.user;
  const [slots, setSlots] = useState<PassengerSlot[]>(initialSlots);
  const [contact, setContact] = useState({ mobile: user?.phoneNumber ?? '', email: user?.email ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  // One id per visit: a retried Book (a lost answer, a double click) answers the first order.
  const [clientRequestId] = useState(() => root.env.randomUUID());

  const setSlot = (index: number, next: Partial<PassengerSlot>) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const toggleSaved = (id: string, selected: boolean) => {
    const passenger = saved?.find((p) => p.id === id);
    if (!passenger) return;
    const kind = savedPassengerOf(passenger, travelDate).kind;
    const index = selected ? slots.findIndex((s) => s.kind === kind && !s.savedId) : slots.findIndex((s) => s.savedId === id);
    if (index < 0) return;
    setSlot(index, selected ? { value: formValueOf(passenger), savedId: id } : { value: EMPTY_PASSENGER, savedId: undefined });
  };

  const submit = async () => {
    setSubmitted(true);
    const invalid = slots.some((s) => Object.keys(passengerErrors(s.value, { kind: s.kind, flightDate: travelDate, international, today })).length > 0)
      || Object.keys(contactErrors(contact)).length > 0;
    if (invalid) {
      void showToast('لطفاً خطاهای فرم را برطرف کنید.', 'error');
      requestAnimationFrame(() => document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    setSending(true);
    try {
      const mobile = validateMobile(contact.mobile);
      const next = await book(slots, { mobile: mobile.ok ? mobile.value : normalizeDigits(contact.mobile), email: contact.email.trim() || null }, clientRequestId);
      // A failure to save them does not stop the booking.
      await Promise.allSettled(slotsToKeep(slots).map((s) => root.api.passengers.addOrUpdate(toPassengerInput(s.value, s.kind, international))));
      navigate(next);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServer(fields);
      if (Object.keys(fields).length === 0) void showToast(failureMessage(error), 'error');
      setSending(false);
    }
  };

  const pickable = (saved ?? []).map((p) => savedPassengerOf(p, travelDate));
  const selectedIds = slots.flatMap((s) => (s.savedId ? [s.savedId] : []));
  const generalErrors = Object.entries(server).filter(([key]) => !/^(passengers\[\d+\]\.|contact\.)/.test(key)).map(([, m]) => m[0]);

  return (
    <div className={classes.page}>
      <div className={classes.main}>
        <Title order={1} size="h3">{title}</Title>
        {summary}
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
            flightDate={travelDate}
            international={international}
            countries={countries}
            today={today}
            submitted={submitted}
            errors={errorsUnder(server, `passengers[${i}]`)}
            title={slotTitle?.(i) ?? `مسافر ${toPersianDigits(i + 1)}`}
            headerAction={slot.savedId ? undefined : (
              <Checkbox label="ذخیره در مسافران من" checked={slot.keep !== false} onChange={(event) => setSlot(i, { keep: event.currentTarget.checked })} />
            )}
          />
        ))}
        <ContactForm value={contact} onChange={setContact} submitted={submitted} errors={errorsUnder(server, 'contact')} />
      </div>
      <div className={classes.side}>
        {price}
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>{generalErrors.map((m) => <Text key={m} size="sm">{m}</Text>)}</Stack>
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={submit} loading={sending} rightSection={<IconArrowLeft size={20} aria-hidden />}>
          ثبت مسافران و ادامه
        </Button>
        <Text size="xs" c="dimmed" ta="center">{holdNote}</Text>
      </div>
    </div>
  );
});
