import { Anchor, Grid, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ContentPage } from '../shared/ContentPage';
import { cityImage } from '../shared/flight-search';
import { FlightLinks } from '../shared/FlightLinks';
import { PageNotFound } from '../shared/PageNotFound';
import { RichText } from '../shared/RichText';
import { routerLink } from '../../shared/router-link';
import { AirportList } from './AirportList';
import { CITIES_CRUMB, findCityPage } from './cities';
import classes from './CityScreen.module.css';

/** /cities/{city}/: one of SPEC §2's six city pages, with flights from Tehran. */
export function CityScreen() {
  const city = findCityPage(useParams().city);
  if (!city) return <PageNotFound />;
  const country = city.countrySlug
    ? <Anchor underline="always" renderRoot={(props) => routerLink({ ...props, href: `/countries/${city.countrySlug}/` })}>{city.countryFa}</Anchor>
    : city.countryFa;
  return (
    <ContentPage parents={[CITIES_CRUMB]} title={`سفر به ${city.nameFa}`} lead={<>{city.tagline}؛ {country}</>}>
      <Grid gap="xl">
        {/* The flights come first on phones; beside the text on wide screens. */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 0, md: 1 }}>
          <Paper withBorder radius="lg" className={classes.aside} component="aside" aria-labelledby="city-flights">
            <Image src={cityImage(city.image)} alt="" className={classes.image} />
            <Stack gap="sm" p="md">
              <Title order={2} fz="h4" id="city-flights">بلیت هواپیما به {city.nameFa}</Title>
              <FlightLinks cityCode={city.cityCode} cityName={city.nameFa} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} className={classes.text}>
          <Stack gap="md">
            {city.description.map((paragraph, i) => <Text key={i} lh={2}><RichText text={paragraph} /></Text>)}
            <section aria-labelledby="city-facts">
              <Title order={2} fz="h3" id="city-facts" mb="xs">آب‌وهوا و زمان سفر</Title>
              <List spacing="xs" lh={1.9}>
                <List.Item><strong>آب‌وهوا: </strong>{city.climate}</List.Item>
                <List.Item><strong>بهترین زمان سفر: </strong>{city.bestTime}</List.Item>
                <List.Item><strong>مدت پرواز: </strong>{city.flightTime}</List.Item>
              </List>
            </section>
            <section aria-labelledby="city-airports">
              <Title order={2} fz="h3" id="city-airports" mb="xs">فرودگاه‌ها</Title>
              <AirportList airports={city.airports} />
            </section>
          </Stack>
        </Grid.Col>
      </Grid>
    </ContentPage>
  );
}
