import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LISTING_KINDS, listingKind } from './listing-kinds';
import { ListingPage } from './ListingPage';
import { CityRoutes, PopularPairs } from './RouteLinks';

/** /plp/: the popular-routes hub; domestic and international cities of the PLP airport lists, each linking to its listing. */
export function PlpScreen() {
  const all = listingKind('flights');
  return (
    <ListingPage
      title="مسیرهای پرطرفدار پرواز"
      crumbs={[{ label: 'مسیرهای پرطرفدار' }]}
      lead="ارزان‌ترین پروازهای مسیرهای پرسفر داخلی و خارجی در روزهای پیش رو. هر مسیر را باز کنید تا قیمت روزهای آینده را ببینید و با یک کلیک جستجو کنید."
    >
      <PopularPairs kind={all} />
      <CityRoutes scope="domestic" basePath={all.path} title="پروازهای داخلی از تهران" />
      <CityRoutes scope="international" basePath={all.path} title="پروازهای خارجی از تهران" />
      <Stack gap="xs" component="nav" aria-label="فهرست‌های پرواز">
        <Text fw={600}>فهرست‌ها</Text>
        <Group gap="md">
          {LISTING_KINDS.map((k) => <Anchor key={k.id} component={Link} to={`${k.path}/`}>{k.title}</Anchor>)}
        </Group>
      </Stack>
    </ListingPage>
  );
}
