import { Button, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture, IconRepeat } from '@tabler/icons-react';
import { tehranTomorrow } from '../../../domain';
import { JalaliDateText } from '../../../design-system';
import { internationalSearchFromTehran } from './flight-search';
import { routerLink } from '../../shared/router-link';

/** Days between going and coming back on the round-trip link. */
export const ROUND_TRIP_DAYS = 7;

/** "See flights" from Tehran to a city: one-way tomorrow and a week's round trip. */
export function FlightLinks({ cityCode, cityName }: { cityCode: string; cityName: string }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        پروازهای تهران به {cityName}، فردا <JalaliDateText date={tehranTomorrow()} format="long" withYear={false} size="sm" />
      </Text>
      <Button
        fullWidth
        leftSection={<IconPlaneDeparture size={18} aria-hidden />}
        renderRoot={(props) => routerLink({ ...props, href: internationalSearchFromTehran(cityCode) })}
      >
        بلیت یک‌طرفه تهران به {cityName}
      </Button>
      <Button
        fullWidth
        variant="light"
        leftSection={<IconRepeat size={18} aria-hidden />}
        renderRoot={(props) => routerLink({ ...props, href: internationalSearchFromTehran(cityCode, { returnAfterDays: ROUND_TRIP_DAYS }) })}
      >
        رفت و برگشت یک‌هفته‌ای
      </Button>
    </Stack>
  );
}
