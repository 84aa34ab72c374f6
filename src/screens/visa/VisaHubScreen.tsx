import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { VisaDestination } from '../../contract';
import { PriceText } from '../../design-system';
import { useStores } from '../../stores';
import { visaLandingBySlug } from './visa-content';
import { CatalogGate, VisaPage } from './VisaPage';

const DestinationCard = observer(function DestinationCard({ destination }: { destination: VisaDestination }) {
  const { visa } = useStores();
  const landing = visaLandingBySlug(destination.slug);
  const from = Math.min(...destination.visaTypes.map((t) => visa.priceOf(t.code) ?? Infinity));
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="xl">ویزای {destination.nameFa}</Title>
        <Text size="sm" c="dimmed">{destination.note}</Text>
        <List size="sm" spacing={4}>
          {destination.visaTypes.map((t) => (
            <List.Item key={t.code}>
              <Group gap={6} wrap="wrap">
                <span>{t.titleFa}:</span>
                <PriceText amount={visa.priceOf(t.code)} size="sm" />
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="space-between" mt="auto" gap="xs">
          {Number.isFinite(from) ? (
            <Text size="sm">از <PriceText amount={from} size="sm" c="accent.9" /></Text>
          ) : <span />}
          <Group gap="xs">
            {landing && (
              <Anchor component={Link} to={landing.path} size="sm">درباره این ویزا</Anchor>
            )}
            <Button component={Link} to={`/visa/${destination.slug}/`} size="sm">درخواست ویزا</Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
});

/** /visa/: every destination with its visa types and prices per passenger (GetVisaEnums, GetBasePrices). */
export const VisaHubScreen = observer(function VisaHubScreen() {
  const { visa } = useStores();
  return (
    <VisaPage
      title="ویزای آنلاین"
      lead="ویزای کشورهای پرسفر را بدون مراجعه حضوری درخواست دهید: مدارک را بارگذاری کنید، هزینه را آنلاین بپردازید و وضعیت درخواست را در حساب کاربری خود دنبال کنید. قیمت‌ها برای هر مسافر و با رسیدگی عادی است."
    >
      <CatalogGate>
        {() => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {visa.destinations.map((d) => <DestinationCard key={d.code} destination={d} />)}
          </SimpleGrid>
        )}
      </CatalogGate>
    </VisaPage>
  );
});
