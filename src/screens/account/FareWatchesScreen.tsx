import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FareWatch } from '../../contract';
import { EmptyState, FareWatchCard } from '../../design-system';
import { formatJalaliMonth, tehranToday, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { MAX_FARE_WATCHES } from '../../contract/fare-watch';
import { historySearchUrl } from '../home/history-url';
import { routerLink } from '../shared/router-link';
import { passengersLabel } from '../flights/proposal-view';
import { PageHeader } from './parts/PageHeader';

const monthLabel = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return formatJalaliMonth(y, m);
};

/** /profile/fare-watches/: the traveller's watched searches, the price then and now, how each reaches them. */
export const FareWatchesScreen = observer(function FareWatchesScreen() {
  const root = useStores();
  const store = root.fareWatch;
  const today = tehranToday(root.env.now());

  useEffect(() => {
    void store.load();
  }, [store]);

  const disabledChannels = (w: FareWatch) => ({
    ...(store.pushPermission === 'unsupported' ? { push: 'این مرورگر اعلان را پشتیبانی نمی‌کند.' } : store.pushPermission === 'denied' && !w.channels.push ? { push: 'اعلان‌ها در تنظیمات مرورگر مسدود است.' } : {}),
    ...(root.auth.user && !root.auth.user.email ? { email: 'نخست ایمیل خود را در «اطلاعات حساب» ثبت کنید.' } : {}),
  });

  let body;
  if (store.listStatus === 'error') {
    body = (
      <Alert color="red" title="دریافت نشد">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{store.listError}</Text>
          <Button size="xs" variant="light" onClick={() => void store.load()}>تلاش دوباره</Button>
        </Stack>
      </Alert>
    );
  } else if (store.listStatus !== 'ready') {
    body = <Loader aria-label="در حال دریافت ردیابی‌ها" m="xl" />;
  } else if (store.watches.length === 0) {
    body = (
      <EmptyState
        icon={<IconBellRinging size={40} stroke={1.4} />}
        title="هنوز قیمت مسیری را ردیابی نمی‌کنید"
        text="در نتایج جست‌وجوی پرواز، «ردیابی قیمت» را روشن کنید تا وقتی قیمت پایین آمد یا صندلی‌های ارزان رو به اتمام بود خبرتان کنیم."
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {store.watches.map((w) => {
          const last = w.search.segments[w.search.segments.length - 1]!;
          return (
            <FareWatchCard
              key={w.id}
              routeLabel={`${w.originFa} ← ${w.destinationFa}`}
              tripLabel={w.search.flightType === 2 ? 'رفت و برگشت' : 'یک‌طرفه'}
              departureDate={w.search.segments[0]!.departureDate}
              returnDate={w.search.flightType === 2 ? last.departureDate : null}
              flexibleMonthLabel={w.flexibleMonth ? monthLabel(w.flexibleMonth) : null}
              passengersLabel={passengersLabel(w.search) ?? '۱ بزرگسال'}
              priceThen={w.priceThen}
              priceNow={w.priceNow}
              cheapestDate={w.cheapestDate}
              seatsLeft={w.seatsLeft}
              checkedAt={w.checkedAt}
              now={root.env.now()}
              channels={w.channels}
              onChannelsChange={(channels) => void store.setChannels(w.id, channels)}
              channelsDisabled={disabledChannels(w)}
              resultsHref={historySearchUrl(w.search, today)}
              renderLink={routerLink}
              onRemove={() => void store.remove(w.id)}
              removing={store.saving === w.id}
              ended={w.endsOn < today}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="ردیابی قیمت"
        text={`قیمت این مسیرها را هر چند ساعت بررسی می‌کنیم و اگر ارزان‌تر شد یا صندلی‌های ارزان رو به اتمام بود، روزی یک بار خبرتان می‌کنیم. تا ${toPersianDigits(MAX_FARE_WATCHES)} ردیابی.`}
      />
      {store.saveError && <Alert color="red" role="alert">{store.saveError}</Alert>}
      {store.pushProblem && <Alert color="yellow">{store.pushProblem}</Alert>}
      {body}
    </Stack>
  );
});

export default FareWatchesScreen;
