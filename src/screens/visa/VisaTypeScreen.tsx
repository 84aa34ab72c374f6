import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Grid, Group, Loader, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { VisaDestination, VisaSpeed } from '../../contract';
import { JalaliDatePicker, PriceText } from '../../design-system';
import { addDays, compareIsoDates, MAX_PASSENGERS, tehranToday, toPersianDigits, type IsoDate } from '../../domain';
import { useStores } from '../../stores';
import type { VisaChoice } from '../../stores/VisaStore';
import { SPEEDS } from './VisaTypeCard';
import { CatalogGate, FlowSteps, UnknownDestination, VisaPage } from './VisaPage';

/** The earliest travel day the server accepts: today plus the days it takes at that speed. */
export const earliestTravelDate = (today: IsoDate, processingDays: number): IsoDate => addDays(today, processingDays);

function PassengerCount({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <Stack gap={4}>
      <Text fw={500} id="visa-count-label">تعداد مسافران</Text>
      <Group gap="sm" role="group" aria-labelledby="visa-count-label">
        <ActionIcon variant="default" size={40} radius="xl" aria-label="افزودن مسافر" disabled={value >= MAX_PASSENGERS} onClick={() => onChange(value + 1)}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
        <Text component="output" fw={700} miw={24} ta="center" aria-live="polite">{toPersianDigits(value)}</Text>
        <ActionIcon variant="default" size={40} radius="xl" aria-label="کم کردن مسافر" disabled={value <= 1} onClick={() => onChange(value - 1)}>
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Text size="xs" c="dimmed">حداکثر {toPersianDigits(MAX_PASSENGERS)} مسافر در یک درخواست؛ دست‌کم یک بزرگسال.</Text>
    </Stack>
  );
}

const QuoteBox = observer(function QuoteBox() {
  const { visa } = useStores();
  const { quote, quoteStatus, quoteError } = visa;
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite" aria-busy={quoteStatus === 'loading'}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>مبلغ قابل پرداخت</Text>
          {quoteStatus === 'loading' && <Loader size="xs" role="status" aria-label="در حال محاسبه قیمت" />}
        </Group>
        {quoteStatus === 'error' && <Text c="red.8" size="sm">{quoteError}</Text>}
        {quote && quoteStatus !== 'error' && (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">هر مسافر</Text>
              <PriceText amount={quote.unitPrice} size="sm" />
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">زمان صدور</Text>
              <Text size="sm">{toPersianDigits(quote.processingDays)} روز کاری</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">{toPersianDigits(quote.passengerCount)} مسافر، جمع</Text>
              <PriceText amount={quote.totalPrice} size="lg" c="accent.9" data-testid="visa-total" />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
});

const TypeForm = observer(function TypeForm({ destination }: { destination: VisaDestination }) {
  const { visa } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kept = visa.requestVisa?.destination === destination.slug ? visa.requestVisa : null;
  const asked = destination.visaTypes.find((t) => t.code === params.get('visaType'));
  const [choice, setChoice] = useState<VisaChoice>(() => ({
    destination: destination.slug,
    visaType: asked?.code ?? kept?.visaType ?? destination.visaTypes[0]!.code,
    speed: kept?.speed ?? 'Normal',
    passengerCount: kept?.passengerCount ?? 1,
    travelDate: kept?.travelDate ?? null,
  }));
  const [submitted, setSubmitted] = useState(false);
  const type = destination.visaTypes.find((t) => t.code === choice.visaType) ?? destination.visaTypes[0]!;
  const today = tehranToday();
  const minDate = earliestTravelDate(today, type.processingDays[choice.speed]);
  const dateError = !choice.travelDate
    ? 'تاریخ سفر را انتخاب کنید.'
    : compareIsoDates(choice.travelDate, minDate) < 0
      ? `با سرعت «${visa.speedTitle(choice.speed)}» صدور ویزا ${toPersianDigits(type.processingDays[choice.speed])} روز کاری زمان می‌برد؛ تاریخ سفر را دیرتر بگذارید یا سرعت بیشتری انتخاب کنید.`
      : null;

  const { visaType, speed, passengerCount } = choice;
  useEffect(() => {
    void visa.requestQuote({ destination: destination.slug, visaType, speed, passengerCount });
  }, [visa, destination.slug, visaType, speed, passengerCount]);

  const update = (patch: Partial<VisaChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const next = () => {
    setSubmitted(true);
    if (dateError) return;
    visa.setRequestVisa(choice);
    navigate('/visa/add-passenger/');
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); next(); }} noValidate>
      <Stack gap="lg">
        <FlowSteps current={1} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
            <Radio.Group label={<Title order={2} fz="lg" component="span">نوع ویزا</Title>} value={choice.visaType} onChange={(v) => update({ visaType: v })}>
              <Stack gap="xs" mt="xs">
                {destination.visaTypes.map((t) => (
                  <Radio.Card key={t.code} value={t.code} radius="md" p="sm">
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <Stack gap={2}>
                        <Text fw={600}>{t.titleFa}</Text>
                        <Group gap={6}>
                          <Text size="sm" c="dimmed">از</Text>
                          <PriceText amount={visa.priceOf(t.code)} size="sm" />
                          <Text size="sm" c="dimmed">برای هر مسافر</Text>
                        </Group>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group label={<Title order={2} fz="lg" component="span">سرعت رسیدگی</Title>} value={choice.speed} onChange={(v) => update({ speed: v as VisaSpeed })}>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="xs">
                {SPEEDS.map((s) => (
                  <Radio.Card key={s} value={s} radius="md" p="sm">
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <Stack gap={0}>
                        <Text fw={600}>{visa.speedTitle(s)}</Text>
                        <Text size="sm" c="dimmed">{toPersianDigits(type.processingDays[s])} روز کاری</Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Group align="flex-start" gap="xl" wrap="wrap">
              <PassengerCount value={choice.passengerCount} onChange={(n) => update({ passengerCount: n })} />
              <JalaliDatePicker
                label="تاریخ سفر"
                required
                value={choice.travelDate}
                onChange={(d) => update({ travelDate: d })}
                minDate={minDate}
                maxDate={addDays(today, 365)}
                description={`زودترین تاریخ با این سرعت: ${toPersianDigits(type.processingDays[choice.speed])} روز بعد`}
                error={submitted ? dateError : null}
              />
            </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" pos="sticky" top={16}>
              <QuoteBox />
              {submitted && dateError && <Alert color="red" variant="light">{dateError}</Alert>}
              <Button type="submit" size="md" fullWidth disabled={visa.quoteStatus === 'error'}>
                ادامه و ورود مشخصات مسافران
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
});

/** /visa/{destination}/type/: type, speed, passenger count and travel date, with the live total (GetTotalPrice). */
export const VisaTypeScreen = observer(function VisaTypeScreen() {
  const { destination: slug } = useParams();
  const { visa } = useStores();
  const destination = visa.destinationBySlug(slug);
  const name = destination ? `ویزای ${destination.nameFa}` : 'ویزا';
  return (
    <VisaPage
      title={destination ? `انتخاب نوع ${name}` : 'انتخاب نوع ویزا'}
      crumbs={destination ? [{ label: name, href: `/visa/${destination.slug}/` }, { label: 'نوع ویزا' }] : [{ label: 'نوع ویزا' }]}
    >
      <CatalogGate>{() => (destination ? <TypeForm key={destination.slug} destination={destination} /> : <UnknownDestination />)}</CatalogGate>
    </VisaPage>
  );
});
