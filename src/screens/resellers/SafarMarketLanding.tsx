import { useEffect, type ReactNode } from 'react';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff, IconPlaneOff, IconTicket } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NormalizedSearch, SafarMarketRequest } from '../../contract';
import { EmptyState } from '../../design-system';
import { buildSearchUrl, searchRequestOfServer, type SearchRequest } from '../../domain';
import { useStores, type RootStore } from '../../stores';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { routerLink } from '../shared/router-link';
import { readSafarMarketLanding } from './landing-query';
import { rememberSafarMarketTrip } from './safarmarket-trip';

const PASSENGER_STEP = '/add-passenger/';

/** The server's normalised search as the app's search request, for the stores and a results link. */
export function searchRequestOf(search: NormalizedSearch): SearchRequest {
  return searchRequestOfServer(search);
}

/** Why a request from the market cannot go on to the passengers, with a link to the same search; null when it can. */
export function blockedLanding(request: SafarMarketRequest): { title: string; text: string; resultsUrl: string | null } | null {
  const { search, flightDetails } = request;
  if (!search || !flightDetails) return { title: 'این پرواز دیگر فروخته نمی‌شود', text: 'پروازی که در سفرمارکت انتخاب کردید دیگر در دسترس نیست.', resultsUrl: null };
  const resultsUrl = buildSearchUrl(searchRequestOf(search));
  if (search.flightType === 2 && flightDetails.items.length < 2) {
    return { title: 'پرواز برگشت انتخاب نشده است', text: 'این سفر رفت و برگشت است؛ پرواز برگشت را از نتایج همین جست‌وجو انتخاب کنید.', resultsUrl };
  }
  const travellers = search.adults + search.children;
  if (flightDetails.items.some((item) => item.seatsLeft < travellers)) {
    return { title: 'ظرفیت این پرواز تکمیل شده است', text: 'پروازی که در سفرمارکت انتخاب کردید برای همه مسافران شما صندلی خالی ندارد؛ پروازهای دیگر همین مسیر و روز را ببینید.', resultsUrl };
  }
  return null;
}

/** The request's search and flights as the booking steps read them (flight configuration, order). */
function chooseTrip(root: RootStore, request: SafarMarketRequest) {
  const search = searchRequestOf(request.search!);
  const items = request.flightDetails!.items;
  root.flightConfiguration.applySearch(search, buildSearchUrl(search));
  root.flightConfiguration.setRequestIds(request.requestId, request.returningRequestId);
  root.order.clearAddPassenger();
  for (const item of items) root.order.chooseProposal(item.proposal);
  rememberSafarMarketTrip(request.id, items.map((item) => item.proposal));
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h3">خرید از سفرمارکت</Title>
        {children}
      </Stack>
    </Container>
  );
}

function Preparing() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" aria-busy>
        <Loader role="status" aria-label="در حال بارگذاری" />
        <Text c="dimmed">پروازی را که در سفرمارکت انتخاب کردید آماده می‌کنیم…</Text>
      </Stack>
    </Center>
  );
}

/**
 * /safarmarket/: where the reseller market sends a traveller (SPEC §1, §7; README: Routes). With
 * the chosen proposal(s) it reads the market's request and goes on to passenger entry with them
 * chosen; with an order the market already has, to where that order continues. The route is
 * protected, so an anonymous traveller signs in first and comes back to this same link.
 */
export function SafarMarketLanding() {
  const root = useStores();
  const navigate = useNavigate();
  const { search } = useLocation();
  const landing = readSafarMarketLanding(search);
  const key = landing.kind === 'proposal' ? JSON.stringify(landing.refs) : landing.kind === 'order' ? landing.orderId : '';
  const loaded = useLoad(async () => {
    if (landing.kind === 'order') return root.api.resellers.byOrder(landing.orderId);
    if (landing.kind === 'proposal') return root.api.resellers.byProposal(landing.refs);
    throw new Error('unreachable');
  }, key, landing.kind !== 'invalid');

  // Once read: on to the next step, replacing the landing so Back does not read it again.
  const request = loaded.status === 'ready' ? loaded.data : null;
  const blocked = request && landing.kind === 'proposal' ? blockedLanding(request) : null;
  useEffect(() => {
    if (!request) return;
    if (landing.kind === 'order') {
      void navigate(request.nextPath, { replace: true });
    } else if (!blockedLanding(request)) {
      chooseTrip(root, request);
      void navigate(PASSENGER_STEP, { replace: true });
    }
    // Runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (landing.kind === 'invalid') {
    return (
      <Page>
        <EmptyState icon={<IconLinkOff aria-hidden />} title="این پیوند سفرمارکت قابل استفاده نیست" text={landing.message}
          action={{ label: 'جستجوی پرواز', href: '/' }} renderLink={routerLink} />
      </Page>
    );
  }
  if (blocked) {
    return (
      <Page>
        <EmptyState icon={<IconPlaneOff aria-hidden />} title={blocked.title} text={blocked.text}
          action={{ label: blocked.resultsUrl ? 'پروازهای همین مسیر' : 'جستجوی پرواز', href: blocked.resultsUrl ?? '/' }} renderLink={routerLink} />
      </Page>
    );
  }
  if (loaded.status === 'error') {
    const status = (loaded.error as { status?: number | null })?.status;
    // 400: the market's ids name a search or flight we no longer have; 404: an order not ours or not from the market.
    if (status === 400 || status === 404) {
      const order = landing.kind === 'order';
      return (
        <Page>
          <EmptyState icon={order ? <IconTicket aria-hidden /> : <IconPlaneOff aria-hidden />}
            title={order ? 'این سفارش سفرمارکت پیدا نشد' : 'این پرواز دیگر در دسترس نیست'}
            text={order ? 'این سفارش در حساب شما نیست یا از سفرمارکت ثبت نشده است. سفارش‌های خود را در سفرهای من ببینید.' : failureMessage(loaded.error)}
            action={order ? { label: 'سفرهای من', href: '/profile/my-travels/' } : { label: 'جستجوی دوباره پرواز', href: '/' }} renderLink={routerLink} />
        </Page>
      );
    }
  }
  return (
    <Page>
      <LoadView state={loaded.state} reload={loaded.reload} loading={<Preparing />}>
        {() => <Preparing />}
      </LoadView>
    </Page>
  );
}
