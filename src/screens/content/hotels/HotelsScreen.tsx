import { Badge, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { toPersianDigits } from '../../../domain';
import { ContentPage } from '../shared/ContentPage';
import { SupportCallout } from '../shared/SupportCallout';
import classes from '../shared/ContentPage.module.css';
import { HOTEL_CITY_GROUPS, type HotelCity } from './hotel-cities';

function HotelCityCard({ city }: { city: HotelCity }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card} component="section" aria-labelledby={`hotels-${city.id}`}>
      <Title order={3} fz="lg" id={`hotels-${city.id}`}>هتل‌های {city.title}</Title>
      <ul className={classes.hotelList}>
        {city.hotels.map((hotel) => (
          <li key={hotel.name} className={classes.hotel}>
            <span>
              <Text component="span" fw={600} size="sm">{hotel.name}</Text>
              <Text component="span" c="dimmed" size="xs">{' — '}{hotel.area}</Text>
            </span>
            <Badge variant="light" color="yellow" c="dark.7" size="sm" className={classes.noShrink}>
              {toPersianDigits(hotel.stars)} ستاره
            </Badge>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** /hotels/: well-known hotels by city; booking is taken by support. */
export function HotelsScreen() {
  return (
    <ContentPage
      title="رزرو هتل"
      lead="هتل‌های شناخته‌شده شهرهای پرمسافر ایران و مقصدهای محبوب خارجی را اینجا ببینید و برای رزرو با کارشناسان ما تماس بگیرید."
    >
      <SupportCallout
        title="رزرو هتل با پشتیبانی"
        text="رزرو آنلاین هتل هنوز در سفرآسا فعال نیست. نام هتل، شهر و تاریخ سفرتان را به پشتیبانی بگویید تا قیمت روز و اتاق‌های خالی را اعلام کنیم و رزرو را قطعی کنیم."
      />
      {HOTEL_CITY_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`hotel-group-${group.id}`}>
          <Title order={2} fz="h3" mt="xl" id={`hotel-group-${group.id}`}>{group.title}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.cardGrid}>
            {group.cities.map((city) => <HotelCityCard key={city.id} city={city} />)}
          </SimpleGrid>
        </section>
      ))}
    </ContentPage>
  );
}
