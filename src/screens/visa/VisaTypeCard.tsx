import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { VisaSpeed, VisaType } from '../../contract';
import { PriceText } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';

const ENTRIES_FA: Record<VisaType['entries'], string> = { Single: 'یک بار ورود', Multiple: 'چند بار ورود' };
export const SPEEDS: readonly VisaSpeed[] = ['Normal', 'Urgent', 'SuperUrgent'];

const days = (n: number) => `${toPersianDigits(n)} روز`;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" fw={600}>{value}</Text>
    </Stack>
  );
}

/** «عادی ۵ روز، فوری ۳ روز، خیلی فوری ۱ روز»: working days to issue at each speed. */
export const ProcessingDays = observer(function ProcessingDays({ type }: { type: VisaType }) {
  const { visa } = useStores();
  return <>{SPEEDS.map((s) => `${visa.speedTitle(s)} ${days(type.processingDays[s])}`).join('، ')}</>;
});

export interface VisaTypeCardProps {
  type: VisaType;
  /** A button or link under the details. */
  action?: ReactNode;
  /** Heading level inside the page. @default 3 */
  headingOrder?: 2 | 3;
}

/** One visa type: what it allows, what it needs, how long it takes and what it costs per passenger. */
export const VisaTypeCard = observer(function VisaTypeCard({ type, action, headingOrder = 3 }: VisaTypeCardProps) {
  const { visa } = useStores();
  const kind = visa.enums?.kinds.find((k) => k.code === type.kind)?.titleFa ?? type.kind;
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} fz="lg">{type.titleFa}</Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>{kind}</Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="مدت اقامت" value={days(type.stayDays)} />
          <Fact label="تعداد ورود" value={ENTRIES_FA[type.entries]} />
          <Fact label="اعتبار ویزا" value={days(type.validityDays)} />
          <Fact label="زمان صدور (روز کاری)" value={<ProcessingDays type={type} />} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={600}>مدارک لازم</Text>
          <List size="sm" spacing={2}>
            {type.documents.map((d) => <List.Item key={d}>{visa.documentTitle(d)}</List.Item>)}
          </List>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={600}>قیمت برای هر مسافر</Text>
            <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
              {SPEEDS.map((s) => (
                <Group key={s} gap={6} wrap="nowrap">
                  <Text size="sm" c="dimmed">{visa.speedTitle(s)}:</Text>
                  <PriceText amount={visa.priceOf(type.code, s)} size="sm" />
                </Group>
              ))}
            </Group>
          </Stack>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
});
