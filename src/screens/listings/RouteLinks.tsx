import { useEffect } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { City, PlpPair } from '../../contract';
import { PriceText } from '../../design-system';
import { useStores } from '../../stores';
import type { PlacesScope } from '../../stores/PlacesStore';
import type { ListingKind } from './listing-kinds';
import { citySlug, routeSlug } from './listing-route';
import { useLoad } from './use-load';

/** Which way the city list links: from Tehran to each city, or from each city to Tehran. */
export const TEHRAN = 'THR';

/** A route as a card-like link: «تهران ← مشهد», with the lowest fare when known. */
function RouteLink({ href, from, to, price }: { href: string; from: string; to: string; price?: number | null }) {
  return (
    <Paper component={Link} to={href} withBorder radius="md" p="sm" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{from}</Text>
          <IconArrowLeft size={16} aria-label="به" />
          <Text fw={600}>{to}</Text>
        </Group>
        {price ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>از <PriceText amount={price} size="sm" /></Text>
        ) : null}
      </Group>
    </Paper>
  );
}

/** GetPlpProposalDetails' popular pairs for this listing, with their lowest fares. */
export const PopularPairs = observer(function PopularPairs({ kind, domesticOnly = false }: { kind: ListingKind; domesticOnly?: boolean }) {
  const { api } = useStores();
  // Pairs are named by code; the city lists give them their slugs (IATA pairs until they arrive).
  const places = usePlaces('domestic');
  usePlaces('international');
  const load = useLoad(kind.plpKind, (signal) => api.flightCatalog.plpProposalDetails({ kind: kind.plpKind }, { signal }));
  const isDomesticPair = (pair: PlpPair) =>
    [pair.origin, pair.destination].every((code) => places.find(code)?.city.countryCode === 'IR');
  const slugOf = (pair: PlpPair) => {
    const origin = places.find(pair.origin)?.city;
    const destination = places.find(pair.destination)?.city;
    return origin && destination ? routeSlug({ origin, destination }) : pair.plpPairKey;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={`popular-${kind.id}`}>
      <Title order={2} fz="xl" id={`popular-${kind.id}`}>{kind.id === 'flights' ? 'مسیرهای پرطرفدار' : `مسیرهای پرطرفدار ${kind.short}`}</Title>
      {load.status === 'loading' && <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{[1, 2, 3].map((n) => <Skeleton key={n} height={46} />)}</SimpleGrid>}
      {load.status === 'error' && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">قیمت مسیرهای پرطرفدار دریافت نشد.</Text>
          <Button variant="subtle" size="compact-sm" onClick={load.reload}>تلاش دوباره</Button>
        </Group>
      )}
      {load.status === 'ready' && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {load.data.filter((pair) => !domesticOnly || isDomesticPair(pair)).map((pair) => (
            <RouteLink key={pair.plpPairKey} href={`${kind.path}/${slugOf(pair)}/`} from={pair.originFa} to={pair.destinationFa} price={pair.minPrice} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
});

/** Loads a city list for the page (PlacesStore shares it with the search form). */
export function usePlaces(scope: PlacesScope) {
  const { places } = useStores();
  useEffect(() => {
    places.load(scope).catch(() => undefined); // the status shows the failure
  }, [places, scope]);
  return places;
}

/** From Tehran to every other city of the list (by priority), and back, as listing links. */
export const CityRoutes = observer(function CityRoutes({ scope, basePath, title, limit }: {
  scope: PlacesScope; basePath: string; title: string; limit?: number;
}) {
  const places = usePlaces(scope);
  const status = places.status[scope];
  const tehran = places.find(TEHRAN)?.city;
  // The international list holds Iranian cities with flights abroad too; abroad means another country.
  const cities = places.cities[scope]
    .filter((c: City) => c.cityCode !== TEHRAN && (scope === 'domestic' ? c.countryCode === 'IR' : c.countryCode !== 'IR'))
    .slice(0, limit);
  const id = `city-routes-${scope}-${basePath.replace(/\W/g, '')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="xl" id={id}>{title}</Title>
      {status === 'error' && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">فهرست شهرها دریافت نشد.</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void places.load(scope).catch(() => undefined)}>تلاش دوباره</Button>
        </Group>
      )}
      {status !== 'error' && (!tehran || status !== 'ready') && <Skeleton height={80} />}
      {status === 'ready' && tehran && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cities.map((city) => (
            <li key={city.cityId}>
              <Anchor component={Link} to={`${basePath}/${citySlug(tehran)}-${citySlug(city)}/`} size="sm">
                تهران به {city.cityNameFa}
              </Anchor>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
});
