import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlaneOff, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../design-system';
import { addDays, tehranToday } from '../../domain';
import { useStores } from '../../stores';
import { CheapestDays } from './CheapestDays';
import { LISTING_KINDS, listingKind, type ListingKind, type ListingKindId } from './listing-kinds';
import { resolveListingRoute, routeSlug, resultsUrlFor } from './listing-route';
import { ListingPage } from './ListingPage';
import { routerLink } from '../shared/router-link';
import { CityRoutes, PopularPairs, usePlaces } from './RouteLinks';

/** Links to the other listings, so a traveller can move between charter, system, cheap… */
function OtherListings({ kind, slug }: { kind: ListingKind; slug?: string }) {
  return (
    <Stack gap="xs" component="nav" aria-label="فهرست‌های دیگر پرواز">
      <Text fw={600}>{slug ? 'همین مسیر در فهرست‌های دیگر' : 'فهرست‌های دیگر'}</Text>
      <Group gap="xs">
        {LISTING_KINDS.filter((k) => k.id !== kind.id).map((k) => (
          <Button key={k.id} component={Link} to={`${k.path}/${slug ? `${slug}/` : ''}`} variant="default" size="compact-md" radius="xl">
            {k.title}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function ListingHub({ kind }: { kind: ListingKind }) {
  return (
    <ListingPage title={kind.title} crumbs={[{ label: kind.title }]}>
      <Stack gap="xs" maw={760}>
        {kind.intro.map((p) => <Text key={p}>{p}</Text>)}
      </Stack>
      <PopularPairs kind={kind} />
      <CityRoutes scope="domestic" basePath={kind.path} title={`${kind.title} از تهران به شهرهای ایران`} />
      <OtherListings kind={kind} />
    </ListingPage>
  );
}

const ListingRoutePage = observer(function ListingRoutePage({ kind, param }: { kind: ListingKind; param: string }) {
  const { env } = useStores();
  const places = usePlaces('domestic');
  usePlaces('international');
  const settled = (['domestic', 'international'] as const).every((s) => places.status[s] === 'ready' || places.status[s] === 'error');
  const route = resolveListingRoute(param, places.allCities, (code) => places.find(code)?.city);
  const crumbs = [{ label: kind.title, href: `${kind.path}/` }];

  if (!route && !settled) {
    return (
      <ListingPage title={kind.title} crumbs={[...crumbs, { label: '…' }]}>
        <Skeleton height={120} aria-label="در حال دریافت مسیر" />
      </ListingPage>
    );
  }
  if (!route) {
    const failed = places.status.domestic === 'error' && places.status.international === 'error';
    return (
      <ListingPage title="مسیر پیدا نشد" crumbs={[...crumbs, { label: 'مسیر پیدا نشد' }]}>
        <EmptyState
          icon={<IconPlaneOff aria-hidden />}
          title={failed ? 'فهرست شهرها دریافت نشد' : 'این مسیر را نمی‌شناسیم'}
          text={failed
            ? 'اتصال اینترنت را بررسی کنید و صفحه را دوباره باز کنید.'
            : 'نشانی باید نام انگلیسی دو شهر (مانند \u2066tehran-mashhad\u2069) یا کد فرودگاه آن‌ها (مانند \u2066THR-MHD\u2069) باشد.'}
          action={{ label: `همه مسیرهای ${kind.short}`, href: `${kind.path}/` }}
          renderLink={routerLink}
        />
      </ListingPage>
    );
  }
  const name = `${route.origin.cityNameFa} به ${route.destination.cityNameFa}`;
  const title = `${kind.title} ${name}`;
  const tomorrow = addDays(tehranToday(env.now()), 1);
  const reverse = { origin: route.destination, destination: route.origin };
  return (
    <ListingPage title={title} crumbs={[...crumbs, { label: name }]} lead={`${kind.title} ${name}: ${kind.routeLead}`}>
      <Group gap="sm">
        <Button component={Link} to={resultsUrlFor(route, tomorrow, kind.typeFilter)} size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          جستجوی پرواز {name}
        </Button>
        <Anchor component={Link} to={`${kind.path}/${routeSlug(reverse)}/`}>
          {kind.title} {route.destination.cityNameFa} به {route.origin.cityNameFa}
        </Anchor>
      </Group>
      <CheapestDays route={route} kind={kind} />
      <Title order={2} fz="xl" mt="md">درباره {kind.title}</Title>
      <Stack gap="xs" maw={760}>
        {kind.intro.map((p) => <Text key={p} size="sm">{p}</Text>)}
      </Stack>
      <OtherListings kind={kind} slug={routeSlug(route)} />
    </ListingPage>
  );
});

/** A flight listing (SPEC §2): without a parameter its intro and routes, with one that route's cheapest days. */
export function ListingScreen({ kindId }: { kindId: ListingKindId }) {
  const { flight } = useParams();
  const kind = listingKind(kindId);
  return flight ? <ListingRoutePage key={flight} kind={kind} param={flight} /> : <ListingHub kind={kind} />;
}
