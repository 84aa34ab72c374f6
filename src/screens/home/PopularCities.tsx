import { Title } from '@mantine/core';
import { CityCard } from '../../design-system';
import { tehranTomorrow } from '../../domain';
import { useStores } from '../../stores';
import {
  cityImageUrl, DOMESTIC_POPULAR, INTERNATIONAL_POPULAR, popularSearchUrl, popularTrip, type PopularScope,
} from './popular-cities';
import { routerLink } from '../shared/router-link';
import classes from './HomeScreen.module.css';

const SECTIONS: { scope: PopularScope; title: string }[] = [
  { scope: 'domestic', title: 'پروازهای داخلی پرطرفدار' },
  { scope: 'international', title: 'پروازهای خارجی پرطرفدار' },
];

/** SPEC §2's static city cards; each links to tomorrow's search (from Tehran). */
export default function PopularCities() {
  const { env } = useStores();
  const tomorrow = tehranTomorrow(env.now());
  return (
    <>
      {SECTIONS.map(({ scope, title }) => (
        <section key={scope} className={classes.section} aria-labelledby={`popular-${scope}`}>
          <Title order={2} fz="h3" id={`popular-${scope}`} className={classes.sectionTitle}>
            {title}
          </Title>
          <ul className={classes.cityRow} data-scope={scope}>
            {(scope === 'domestic' ? DOMESTIC_POPULAR : INTERNATIONAL_POPULAR).map((city) => {
              const { destination, fromTehran } = popularTrip(city, scope);
              return (
                <li key={city.code} className={classes.cityItem}>
                  <CityCard
                    name={city.nameFa}
                    eyebrow={fromTehran ? 'پرواز تهران به' : `پرواز به ${destination.nameFa} از`}
                    imageSrc={cityImageUrl(city)}
                    href={popularSearchUrl(city, scope, tomorrow)}
                    renderLink={routerLink}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
