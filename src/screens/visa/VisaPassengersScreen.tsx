import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api';
import type { VisaDestination } from '../../contract';
import {
  ContactForm, contactErrors, EMPTY_PASSENGER, JalaliDateText, PassengerForm, passengerErrors, PriceText, type ContactValue,
  type PassengerFormValue,
} from '../../design-system';
import { orderChannel, PassengerKind, tehranToday, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import type { VisaChoice } from '../../stores/VisaStore';
import { useCountries } from '../shared/use-countries';
import { ImageUploadField } from './ImageUploadField';
import {
  IMAGE_KIND, imageProblem, kindOnTravelDate, sortServerErrors, toVisaPassengerInput, type ImageSlot, type SortedServerErrors,
  type UploadState,
} from './visa-passengers';
import { CatalogGate, FlowSteps, MissingChoice, UnknownDestination, VisaPage } from './VisaPage';

interface PassengerDraft {
  value: PassengerFormValue;
  photo: UploadState;
  passportImage: UploadState;
}

const EMPTY_DRAFT: PassengerDraft = { value: EMPTY_PASSENGER, photo: { status: 'empty' }, passportImage: { status: 'empty' } };
const NO_SERVER_ERRORS: SortedServerErrors = { passengers: [], contact: {}, other: [] };
const SUBMIT_ERROR = 'ثبت درخواست انجام نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';

export const ChoiceSummary = observer(function ChoiceSummary({ choice, destination }: { choice: VisaChoice; destination: VisaDestination }) {
  const { visa } = useStores();
  const type = destination.visaTypes.find((t) => t.code === choice.visaType);
  const quote = visa.quote?.visaType === choice.visaType && visa.quote.passengerCount === choice.passengerCount && visa.quote.speed === choice.speed ? visa.quote : null;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Stack gap={0}><Text size="xs" c="dimmed">مقصد</Text><Text fw={600} size="sm">{destination.nameFa}</Text></Stack>
        <Stack gap={0}><Text size="xs" c="dimmed">نوع ویزا</Text><Text fw={600} size="sm">{type?.titleFa ?? choice.visaType}</Text></Stack>
        <Stack gap={0}><Text size="xs" c="dimmed">سرعت رسیدگی</Text><Text fw={600} size="sm">{visa.speedTitle(choice.speed)}</Text></Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">تاریخ سفر</Text>
          {choice.travelDate ? <JalaliDateText date={choice.travelDate} format="long" fw={600} size="sm" /> : <Text size="sm">—</Text>}
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">{toPersianDigits(choice.passengerCount)} مسافر، جمع</Text>
          {quote ? <PriceText amount={quote.totalPrice} size="sm" /> : <Text size="sm">…</Text>}
        </Stack>
      </SimpleGrid>
      <Anchor component={Link} to={`/visa/${destination.slug}/type/?visaType=${encodeURIComponent(choice.visaType)}`} size="sm" mt="xs" display="inline-block">
        تغییر نوع ویزا، سرعت یا تعداد
      </Anchor>
    </Paper>
  );
});

const PassengerStep = observer(function PassengerStep({ choice, destination }: { choice: VisaChoice; destination: VisaDestination }) {
  const { visa, api, auth } = useStores();
  const navigate = useNavigate();
  const countries = useCountries();
  const travelDate = choice.travelDate!;
  const [drafts, setDrafts] = useState<PassengerDraft[]>(() => Array.from({ length: choice.passengerCount }, () => EMPTY_DRAFT));
  const [contact, setContact] = useState<ContactValue>(() => ({ mobile: (auth.user as { phoneNumber?: string } | null)?.phoneNumber ?? '', email: '' }));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  // Sent when the photos still uploading have arrived: a traveller's click is not lost to them.
  const [sendWhenUploaded, setSendWhenUploaded] = useState(false);
  const [serverErrors, setServerErrors] = useState<SortedServerErrors>(NO_SERVER_ERRORS);

  const { destination: slug, visaType, speed, passengerCount } = choice;
  useEffect(() => {
    void visa.requestQuote({ destination: slug, visaType, speed, passengerCount });
  }, [visa, slug, visaType, speed, passengerCount]);

  const patch = (index: number, next: Partial<PassengerDraft>) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...next } : d)));

  async function pick(index: number, slot: ImageSlot, file: File | null) {
    if (!file) return patch(index, { [slot]: { status: 'empty' } });
    const problem = imageProblem(file);
    if (problem) return patch(index, { [slot]: { status: 'error', fileName: file.name, message: problem } });
    patch(index, { [slot]: { status: 'uploading', fileName: file.name } });
    try {
      const image = await api.visa.uploadImage(file, IMAGE_KIND[slot]);
      patch(index, { [slot]: { status: 'done', fileName: file.name, id: image.id, width: image.width, height: image.height } });
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined;
      patch(index, { [slot]: { status: 'error', fileName: file.name, message: message ?? 'بارگذاری تصویر انجام نشد؛ دوباره تلاش کنید.' } });
    }
  }

  const kinds = drafts.map((d) => kindOnTravelDate(d.value.birthDate, travelDate));
  const today = tehranToday();
  const formOk = drafts.every((d, i) => Object.keys(passengerErrors(d.value, { kind: kinds[i]!, flightDate: travelDate, international: true, today })).length === 0);
  const imagesOk = drafts.every((d) => d.photo.status === 'done' && d.passportImage.status === 'done');
  const hasAdult = kinds.some((k) => k === PassengerKind.Adult);
  const uploading = drafts.some((d) => d.photo.status === 'uploading' || d.passportImage.status === 'uploading');

  async function submit() {
    if (uploading) {
      setSendWhenUploaded(true);
      return;
    }
    setSubmitted(true);
    if (!formOk || !imagesOk || !hasAdult || Object.keys(contactErrors(contact)).length > 0) return;
    setSending(true);
    setServerErrors(NO_SERVER_ERRORS);
    const passengers = drafts.map((d) => toVisaPassengerInput(d.value, (d.photo as { id: string }).id, (d.passportImage as { id: string }).id));
    try {
      const order = await api.visa.submitVisaRequest({
        destination: destination.slug, visaType, speed, travelDate, passengers,
        contact: { mobile: contact.mobile, email: contact.email || null }, chanel: orderChannel(),
      });
      visa.setVisaPassengers(passengers);
      visa.setVisaOrderId(order.id);
      navigate(`/visa/confirm/?orderId=${encodeURIComponent(order.id)}`);
    } catch (error) {
      setServerErrors(error instanceof ApiError && error.status === 400
        ? sortServerErrors(error.fieldErrors, drafts.length)
        : { ...NO_SERVER_ERRORS, other: [SUBMIT_ERROR] });
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    if (!sendWhenUploaded || uploading) return;
    setSendWhenUploaded(false);
    void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit reads this render's drafts, the ones just uploaded
  }, [sendWhenUploaded, uploading]);

  const missingImage = (slot: ImageSlot, d: PassengerDraft) => (submitted && d[slot].status === 'empty' ? 'تصویر را بارگذاری کنید.' : undefined);
  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <Stack gap="lg">
        <FlowSteps current={2} />
        <ChoiceSummary choice={choice} destination={destination} />
        {drafts.map((d, i) => (
          <Stack key={i} gap="sm">
            <PassengerForm
              title={`مسافر ${toPersianDigits(i + 1)}`}
              kind={kinds[i]!}
              value={d.value}
              onChange={(value) => patch(i, { value })}
              flightDate={travelDate}
              international
              countries={countries}
              submitted={submitted}
              errors={serverErrors.passengers[i]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ImageUploadField
                label="عکس مسافر"
                description="عکس رنگی ۴×۶ با زمینه سفید؛ JPEG، PNG یا WebP، حداکثر ۵ مگابایت"
                state={d.photo}
                onPick={(file) => void pick(i, 'photo', file)}
                error={missingImage('photo', d) ?? (serverErrors.passengers[i]?.photo as string[] | undefined)?.[0]}
              />
              <ImageUploadField
                label="تصویر صفحه اول گذرنامه"
                description="اسکن یا عکس واضح و کامل صفحه مشخصات گذرنامه"
                state={d.passportImage}
                onPick={(file) => void pick(i, 'passportImage', file)}
                error={missingImage('passportImage', d) ?? (serverErrors.passengers[i]?.passportImage as string[] | undefined)?.[0]}
              />
            </SimpleGrid>
          </Stack>
        ))}
        <ContactForm value={contact} onChange={setContact} submitted={submitted} errors={serverErrors.contact}
          mobileNote="رسید درخواست و کد پیگیری به این شماره پیامک می‌شود." />
        {submitted && !hasAdult && <Alert color="red" variant="light">دست‌کم یک مسافر بزرگسال (۱۲ سال یا بیشتر) لازم است.</Alert>}
        {submitted && (!formOk || !imagesOk) && (
          <Alert color="red" variant="light">چند مورد کامل نیست؛ پیام زیر هر فیلد را ببینید.</Alert>
        )}
        {serverErrors.other.length > 0 && (
          <Alert color="red" variant="light" title="درخواست ثبت نشد">
            {serverErrors.other.map((m) => <Text key={m} size="sm">{m}</Text>)}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" loading={sending || sendWhenUploaded}>ثبت درخواست و ادامه</Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {sendWhenUploaded ? 'تصاویر در حال بارگذاری است؛ پس از پایان، درخواست ثبت می‌شود.' : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
});

/** /visa/add-passenger/ (protected): each traveller's details and images, then SubmitVisaRequest. */
export const VisaPassengersScreen = observer(function VisaPassengersScreen() {
  const { visa } = useStores();
  const choice = visa.requestVisa;
  return (
    <VisaPage title="مشخصات مسافران ویزا" crumbs={[{ label: 'مشخصات مسافران' }]}>
      {!choice || !choice.travelDate ? (
        <MissingChoice />
      ) : (
        <CatalogGate>
          {() => {
            const destination = visa.destinationBySlug(choice.destination);
            return destination ? <PassengerStep choice={choice} destination={destination} /> : <UnknownDestination />;
          }}
        </CatalogGate>
      )}
    </VisaPage>
  );
});
