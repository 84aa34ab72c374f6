import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CalendarDay } from '../../contract';
import { EmptyState, JalaliDateText, PriceText } from '../../design-system';
import { addDays, tehranToday } from '../../domain';
import { useStores } from '../../stores';
import type { ListingKind } from './listing-kinds';
import { isDomesticRoute, resultsUrlFor, type ListingRoute } from './listing-route';
import { useLoad } from './use-load';

/** How many of the cheapest days lead the page. */
const TOP = 4;

/** The days with a fare, cheapest first (earlier first on a tie). */
export function cheapestDays(days: readonly CalendarDay[], count = TOP): CalendarDay[] {
  return days
    .filter((d): d is CalendarDay & { price: number } => d.price !== null && d.price > 0)
    .sort((a, b) => a.price - b.price || a.date.localeCompare(b.date))
    .slice(0, count);
}

function DayLink({ day, href, highlight }: { day: CalendarDay; href: string; highlight?: boolean }) {
  const sold = day.price === null;
  const body = (
    <Stack gap={2}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <JalaliDateText date={day.date} format="long" withYear={false} size="sm" fw={600} />
        {day.cheapest && <Badge color="green" variant="light" size="sm">ارزان‌ترین</Badge>}
      </Group>
      {sold ? <Text size="sm" c="dimmed">پروازی برای فروش نیست</Text> : <PriceText amount={day.price} size="sm" />}
    </Stack>
  );
  const bg = highlight ? 'var(--mantine-color-green-0)' : undefined;
  if (sold) return <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">{body}</Paper>;
  return (
    <Paper component={Link} to={href} withBorder radius="md" p="sm" bg={bg} style={{ textDecoration: 'none', color: 'inherit' }}>
      {body}
    </Paper>
  );
}

/** CalendarPrices for the coming weeks: the cheapest days first, then every day, each linking to its results. */
export function CheapestDays({ route, kind }: { route: ListingRoute; kind: ListingKind }) {
  const { api, env } = useStores();
  const today = tehranToday(env.now());
  const from = addDays(today, kind.firstDay);
  const to = addDays(from, kind.windowDays - 1);
  const domestic = isDomesticRoute(route);
  const codeType = domestic ? 'AirportCode' : 'CityCode';
  const key = `${route.origin.cityCode}-${route.destination.cityCode}-${from}-${to}`;
  const load = useLoad(key, (signal) => api.flightCatalog.calendarPrices({
    origin: route.origin.cityCode, originType: codeType, destination: route.destination.cityCode, destinationType: codeType, fromDate: from, toDate: to,
  }, { signal }));
  const href = (day: CalendarDay) => resultsUrlFor(route, day.date, kind.typeFilter);

  if (load.status === 'loading') {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="در حال دریافت قیمت روزها">
        <Skeleton height={28} width={220} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>{Array.from({ length: TOP }, (_, i) => <Skeleton key={i} height={64} />)}</SimpleGrid>
      </Stack>
    );
  }
  if (load.status === 'error') {
    return <EmptyState title="قیمت روزها دریافت نشد" text="اتصال اینترنت را بررسی کنید و دوباره تلاش کنید." action={{ label: 'تلاش دوباره', onClick: load.reload }} />;
  }
  const best = cheapestDays(load.data);
  if (best.length === 0) {
    return <EmptyState title="در روزهای پیش رو پروازی برای این مسیر پیدا نشد" text="تاریخ‌های دیگر را در جستجوی کامل امتحان کنید." />;
  }
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="cheapest-days">
        <Title order={2} fz="xl" id="cheapest-days">ارزان‌ترین روزها</Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {best.map((day) => <DayLink key={day.date} day={day} href={href(day)} highlight />)}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="all-days">
        <Title order={2} fz="xl" id="all-days">قیمت روزهای پیش رو</Title>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="xs">
          {load.data.map((day) => <DayLink key={day.date} day={day} href={href(day)} />)}
        </SimpleGrid>
        <Button component={Link} to={resultsUrlFor(route, best[0]!.date, kind.typeFilter)} variant="light" style={{ alignSelf: 'flex-start' }}>
          جستجوی ارزان‌ترین روز
        </Button>
      </Stack>
    </Stack>
  );
}
