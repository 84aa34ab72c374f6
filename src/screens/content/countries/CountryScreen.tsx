import { Alert, Anchor, DataList, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconId } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { AirportList } from '../cities/AirportList';
import { ContentPage } from '../shared/ContentPage';
import { FlightLinks } from '../shared/FlightLinks';
import { PageNotFound } from '../shared/PageNotFound';
import { RichText } from '../shared/RichText';
import { routerLink } from '../../shared/router-link';
import classes from '../shared/ContentPage.module.css';
import { COUNTRIES_CRUMB, findCountryPage, type ServedCity } from './countries';

function ServedCityCard({ city }: { city: ServedCity }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card} component="section" aria-labelledby={`city-${city.cityCode}`}>
      <Title order={3} fz="lg" id={`city-${city.cityCode}`}>{city.nameFa}</Title>
      <AirportList airports={city.airports} />
      {city.cityPage && (
        <Anchor size="sm" renderRoot={(props) => routerLink({ ...props, href: `/cities/${city.cityPage}/` })}>
          راهنمای سفر به {city.nameFa}
        </Anchor>
      )}
      <div className={classes.cardFooter}>
        <FlightLinks cityCode={city.cityCode} cityName={city.nameFa} />
      </div>
    </Paper>
  );
}

/** /countries/{country}/: one of SPEC §2's three country pages: entry rules, cities and flights. */
export function CountryScreen() {
  const country = findCountryPage(useParams().country);
  if (!country) return <PageNotFound />;
  return (
    <ContentPage parents={[COUNTRIES_CRUMB]} title={`سفر به ${country.nameFa}`} lead={country.tagline}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md" maw="72ch">
            {country.description.map((paragraph, i) => <Text key={i} lh={2}>{paragraph}</Text>)}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="md" component="aside" aria-labelledby="country-facts">
            <Title order={2} fz="h4" id="country-facts" mb="sm">{country.nameFa} در یک نگاه</Title>
            <DataList size="sm" withDivider labelWidth="9rem">
              {country.facts.map((fact) => (
                <DataList.Item key={fact.label}>
                  <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{fact.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList>
          </Paper>
        </Grid.Col>
      </Grid>

      <section aria-labelledby="country-visa">
        <Title order={2} fz="h3" mt="xl" mb="sm" id="country-visa">ویزا و شرایط ورود</Title>
        <Alert
          variant="light"
          radius="lg"
          color={country.visa.visaFree ? 'green' : 'orange'}
          icon={country.visa.visaFree ? <IconCircleCheck aria-hidden /> : <IconId aria-hidden />}
          title={country.visa.visaFree ? 'سفر کوتاه بدون ویزا' : 'ویزا لازم است'}
          maw="72ch"
        >
          <Text size="sm" lh={1.9}><RichText text={country.visa.text} /></Text>
          <Text size="sm" lh={1.9} mt="xs">
            <RichText text={['هزینه و شرایط روادید در ', { label: 'قوانین ویزا', href: '/privacy/visa/' }, ' آمده است.']} />
          </Text>
        </Alert>
      </section>

      <section aria-labelledby="country-cities">
        <Title order={2} fz="h3" mt="xl" id="country-cities">شهرها و پروازها</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.cardGrid}>
          {country.cities.map((city) => <ServedCityCard key={city.cityCode} city={city} />)}
        </SimpleGrid>
      </section>
    </ContentPage>
  );
}
