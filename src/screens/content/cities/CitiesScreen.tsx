import { SimpleGrid } from '@mantine/core';
import { CityCard } from '../../../design-system';
import { ContentPage } from '../shared/ContentPage';
import { cityImage } from '../shared/flight-search';
import { routerLink } from '../../shared/router-link';
import classes from '../shared/ContentPage.module.css';
import { CITY_PAGE_LIST } from './cities';

/** /cities/: the six city pages. */
export function CitiesScreen() {
  return (
    <ContentPage
      title="شهرهای پرمسافر"
      lead="راهنمای کوتاه سفر به مقصدهای خارجی پرطرفدار ایرانیان، با آب‌وهوا، بهترین زمان سفر و بلیت هواپیما از تهران."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.cardGrid}>
        {CITY_PAGE_LIST.map((city, i) => (
          <CityCard
            key={city.slug}
            name={city.nameFa}
            eyebrow={city.countryFa}
            imageSrc={cityImage(city.image, 480, 300)}
            imageLoading={i < 3 ? 'eager' : 'lazy'}
            href={`/cities/${city.slug}/`}
            renderLink={routerLink}
          />
        ))}
      </SimpleGrid>
    </ContentPage>
  );
}
