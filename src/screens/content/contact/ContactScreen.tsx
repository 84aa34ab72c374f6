import { Accordion, Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { toPersianDigits } from '../../../domain';
import { ContentPage } from '../shared/ContentPage';
import { RichText } from '../shared/RichText';
import { routerLink } from '../../shared/router-link';
import classes from '../shared/ContentPage.module.css';
import { CONTACT_CHANNELS, CONTACT_FAQ, CONTACT_LEAD, CONTACT_TITLE, type ContactChannel } from './contact-content';

const ICONS = { phone: IconPhone, email: IconMail, address: IconMapPin, hours: IconClock } as const;

function ChannelCard({ channel }: { channel: ContactChannel }) {
  const Icon = ICONS[channel.kind];
  // Phone numbers and e-mail read left to right inside the right-to-left page.
  const latin = channel.kind === 'phone' || channel.kind === 'email';
  const value = <bdi dir={latin ? 'ltr' : undefined}>{toPersianDigits(channel.value)}</bdi>;
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        <Icon size={22} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz="md">{channel.label}</Title>
      {channel.href ? (
        <Anchor fw={700} fz="lg" renderRoot={(props) => routerLink({ ...props, href: channel.href ?? '' })}>{value}</Anchor>
      ) : (
        <Text fw={700}>{value}</Text>
      )}
      <Text size="sm" c="dimmed">{channel.hint}</Text>
    </Paper>
  );
}

/** /contact-us/: support numbers, e-mail, the Tehran office and a short FAQ. */
export function ContactScreen() {
  return (
    <ContentPage title={CONTACT_TITLE} lead={CONTACT_LEAD}>
      <section aria-labelledby="contact-channels">
        <Title order={2} id="contact-channels" fz="h3">راه‌های ارتباط</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.cardGrid}>
          {CONTACT_CHANNELS.map((channel) => <ChannelCard key={channel.label} channel={channel} />)}
        </SimpleGrid>
      </section>
      <Stack component="section" aria-labelledby="contact-faq" gap="sm" mt="xl" maw="72ch">
        <Title order={2} id="contact-faq" fz="h3">پرسش‌های پرتکرار</Title>
        <Accordion variant="contained" radius="md" order={3} bg="white">
          {CONTACT_FAQ.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel><Text lh={1.9}><RichText text={item.answer} /></Text></Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </ContentPage>
  );
}
