import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconPlaneTilt, IconScale } from '@tabler/icons-react';
import classes from './HomeScreen.module.css';

const PROMISES = [
  { icon: IconScale, title: 'مقایسه همه ایرلاین‌ها', text: 'پروازهای چارتر و سیستمی کنار هم، با قیمت نهایی.' },
  { icon: IconPlaneTilt, title: 'داخلی و خارجی', text: 'از تهران تا استانبول، دبی و ایروان؛ یک‌طرفه و رفت‌وبرگشت.' },
  { icon: IconHeadset, title: 'پشتیبانی ۲۴ ساعته', text: 'در همه روزهای هفته، پیش از سفر و در مسیر.' },
];

/** What the agency promises, in three short columns. */
export default function TravelPromises() {
  return (
    <section className={classes.section} aria-label="چرا سفرآسا">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap="xs" className={classes.promise}>
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
