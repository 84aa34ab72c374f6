import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ContentPage } from '../shared/ContentPage';
import { routerLink } from '../../shared/router-link';
import { SupportCallout } from '../shared/SupportCallout';
import classes from '../shared/ContentPage.module.css';
import { TOUR_GROUPS, type TourDestination } from './tour-destinations';

function TourCard({ tour }: { tour: TourDestination }) {
  const bySupport = tour.link === '/contact-us/';
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} fz="lg">تور {tour.title}</Title>
        <Badge variant="light" className={classes.noShrink}>{tour.length}</Badge>
      </Group>
      <Text size="sm" c="dimmed" lh={1.9}>{tour.summary}</Text>
      <Button
        variant="light"
        size="sm"
        className={classes.cardLink}
        rightSection={<IconArrowLeft size={16} aria-hidden />}
        renderRoot={(props) => routerLink({ ...props, href: tour.link })}
      >
        {bySupport ? `رزرو تور ${tour.title} با پشتیبانی` : `درباره ${tour.title} و پروازها`}
      </Button>
    </Paper>
  );
}

/** /tour/: tour destinations, each linking to its landing page or to support. */
export function TourScreen() {
  return (
    <ContentPage
      title="تورهای گردشگری"
      lead="تورهای آماده و سفرهای سفارشی به مقصدهای محبوب ایرانیان، با پرواز، هتل و ترانسفر در یک بسته."
    >
      <SupportCallout
        title="رزرو تور با پشتیبانی"
        text="تاریخ تورها و قیمت‌ها هر هفته تغییر می‌کند. مقصد و تاریخ سفرتان را به کارشناسان ما بگویید تا تورهای موجود را با قیمت روز پیشنهاد دهیم."
      />
      {TOUR_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`tour-group-${group.id}`}>
          <Title order={2} fz="h3" mt="xl" id={`tour-group-${group.id}`}>{group.title}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.cardGrid}>
            {group.destinations.map((tour) => <TourCard key={tour.id} tour={tour} />)}
          </SimpleGrid>
        </section>
      ))}
    </ContentPage>
  );
}
