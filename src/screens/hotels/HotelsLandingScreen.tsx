import { Anchor, Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HotelCityDestination } from '../../contract';
import { tehranToday, toPersianDigits } from '../../domain';
import { buildStayUrl, DEFAULT_HOTEL_FILTERS, DEFAULT_HOTEL_SORT, DEFAULT_ROOMS, defaultStayDates } from '../../domain/hotels';
import { useStores } from '../../stores';
import { LazyHotelSearchPanel, preloadHotelSearchPanel } from './LazyHotelSearchPanel';
import classes from './HotelScreens.module.css';

/** The cities with most hotels, each a link to its hotels for tomorrow night. */
function PopularHotelCities() {
  const { api, env } = useStores();
  const [cities, setCities] = useState<HotelCityDestination[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.hotelCatalog.destinations('', { signal: controller.signal }).then((a) => setCities(a.cities)).catch(() => setCities([]));
    return () => controller.abort();
  }, [api]);
  const stay = defaultStayDates(tehranToday(env.now()));
  if (cities && cities.length === 0) return null;
  return (
    <section aria-labelledby="popular-hotel-cities">
      <Title order={2} size="h3" id="popular-hotel-cities" mb="sm">شهرهای پرطرفدار</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {(cities ?? Array.from({ length: 10 }, () => null)).map((city, i) => (city ? (
          <Paper key={city.cityId} withBorder radius="md" p="sm" className={classes.cityCard}>
            <Anchor
              component={Link}
              fw={700}
              to={buildStayUrl({
                destination: { city: city.slug, hotel: null }, ...stay, rooms: DEFAULT_ROOMS, filters: DEFAULT_HOTEL_FILTERS, sort: DEFAULT_HOTEL_SORT,
              })}
              className={classes.cityLink}
            >
              <IconBuildingSkyscraper size={18} aria-hidden />
              هتل‌های {city.nameFa}
            </Anchor>
            <Text size="sm" c="dimmed">{toPersianDigits(city.hotelCount)} هتل</Text>
          </Paper>
        ) : <Skeleton key={i} height={66} radius="md" />))}
      </SimpleGrid>
    </section>
  );
}

/**
 * The form's chunk, which the landing's route loads with the page (so the page renders and
 * hydrates in one pass) and the results and hotel pages load only when their search is edited.
 */
export const preloadLandingParts = () => preloadHotelSearchPanel();

/** /hotels/: the hotel search form and the cities most searched. */
export function HotelsLandingScreen() {
  return (
    <Container size="lg" className={classes.page}>
      <Stack gap={4}>
        <Title order={1} size="h2">رزرو هتل</Title>
        <Text c="dimmed">هتل‌های شهرهای ایران و مقصدهای محبوب خارجی را با قیمت روز، امتیاز مهمانان و قوانین لغو مقایسه کنید و آنلاین رزرو کنید.</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md" shadow="sm">
        <LazyHotelSearchPanel />
      </Paper>
      <PopularHotelCities />
    </Container>
  );
}
