import { SimpleGrid } from '@mantine/core';
import { CityCard } from '../../../design-system';
import { ContentPage } from '../shared/ContentPage';
import { cityImage } from '../shared/flight-search';
import { routerLink } from '../../shared/router-link';
import classes from '../shared/ContentPage.module.css';
import { COUNTRY_PAGE_LIST } from './countries';

/** /countries/: the three country pages. */
export function CountriesScreen() {
  return (
    <ContentPage
      title="کشورهای پرطرفدار"
      lead="شرایط ورود، شهرهایی که به آنها پرواز داریم و بلیت هواپیما از تهران برای مقصدهای محبوب خارجی."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.cardGrid}>
        {COUNTRY_PAGE_LIST.map((country) => (
          <CityCard
            key={country.slug}
            name={country.nameFa}
            eyebrow={country.tagline}
            imageSrc={cityImage(country.image, 480, 300)}
            imageLoading="eager"
            href={`/countries/${country.slug}/`}
            renderLink={routerLink}
          />
        ))}
      </SimpleGrid>
    </ContentPage>
  );
}
