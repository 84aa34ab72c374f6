import { Group, Paper, SimpleGrid, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { tokens } from '../../src/design-system/theme';
import { toPersianDigits } from '../../src/domain/numbers';
import { mediaAt, themeVariable, usersOf } from './token-usage';

const COLOR_NAMES: Record<keyof typeof tokens.colors, string> = { brand: 'اصلی (آبی)', accent: 'تأکید (نارنجی)' };

/** The palettes, read live from the theme's tokens. */
export function ColorTokens() {
  return (
    <Stack gap="lg">
      {Object.entries(tokens.colors).map(([name, shades]) => (
        <Stack key={name} gap="xs">
          <Title order={3} fz="md">{COLOR_NAMES[name as keyof typeof tokens.colors]} · <code>{name}</code></Title>
          <SimpleGrid cols={{ base: 5, sm: 10 }} spacing="xs">
            {shades.map((hex, i) => (
              <Stack key={hex} gap={2} align="center">
                <Paper w="100%" h={48} radius="sm" bg={hex} withBorder />
                <Text size="xs" ff="monospace">{`${name}.${i}`}</Text>
                <Text size="xs" c="dimmed" ff="monospace">{hex}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

export function TypeScale() {
  return (
    <Stack gap="sm">
      {Object.entries(tokens.headingSizes).map(([name, px]) => (
        <Group key={name} gap="md" wrap="nowrap">
          <Text size="xs" c="dimmed" w={80} ff="monospace">{name} · {px}px</Text>
          <Text fz={px} fw={700} lh={1.4}>پرواز تهران به مشهد</Text>
        </Group>
      ))}
      {Object.entries(tokens.fontSizes).map(([name, px]) => (
        <Group key={name} gap="md" wrap="nowrap">
          <Text size="xs" c="dimmed" w={80} ff="monospace">{name} · {px}px</Text>
          <Text fz={px}>قیمت از {toPersianDigits('2,450,000')} ریال، پشتیبانی ۲۴ ساعته</Text>
        </Group>
      ))}
    </Stack>
  );
}

export function SpacingScale() {
  return (
    <Stack gap="xs">
      {Object.entries(tokens.spacing).map(([name, px]) => (
        <Group key={name} gap="md" wrap="nowrap">
          <Text size="xs" c="dimmed" w={80} ff="monospace">{name} · {px}px</Text>
          <Paper h={16} w={px * 4} bg="brand.6" radius={0} />
        </Group>
      ))}
    </Stack>
  );
}

/** Where a token is used: the components whose CSS names it, or a word saying none does. */
function UsedIn({ owners }: { owners: string[] }) {
  if (owners.length === 0) return <Text size="xs" c="dimmed">در CSS اجزا به کار نرفته (تنها از راه props مانتین)</Text>;
  return (
    <Text size="xs" dir="ltr" ta="left" ff="monospace" style={{ unicodeBidi: 'isolate' }}>
      {owners.join(', ')}
    </Text>
  );
}

/** A token table: its name and value (code, left to right), a sample, and where it is used. */
function TokenTable({ caption, rows }: { caption: string; rows: { name: string; value: string; sample: ReactNode; owners: string[] }[] }) {
  return (
    <Table withTableBorder verticalSpacing="sm" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">نام</Table.Th>
          <Table.Th scope="col">مقدار</Table.Th>
          <Table.Th scope="col">نمونه</Table.Th>
          <Table.Th scope="col">کجا به کار رفته</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Td><code>{row.name}</code></Table.Td>
            <Table.Td><code dir="ltr">{row.value}</code></Table.Td>
            <Table.Td>{row.sample}</Table.Td>
            <Table.Td><UsedIn owners={row.owners} /></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A scale of Mantine's, read live from the theme, with the components whose CSS uses each step. */
function ThemeScale({ kind, caption }: { kind: 'radius' | 'shadow'; caption: string }) {
  const theme = useMantineTheme();
  const steps = kind === 'radius' ? theme.radius : theme.shadows;
  return (
    <TokenTable
      caption={caption}
      rows={Object.entries(steps).map(([name, value]) => ({
        name: `${kind}.${name}`,
        // A shadow's value is a long calc(); the variable is what CSS writes.
        value: kind === 'radius' ? value : `var(--mantine-shadow-${name})`,
        sample: kind === 'radius'
          ? <Paper h={40} w={64} radius={name} withBorder bg="brand.0" />
          : <Paper h={40} w={64} shadow={name} radius="md" />,
        owners: usersOf(themeVariable(kind, name)),
      }))}
    />
  );
}

/** CSS variable name of a product token: `successStrong` → `--safar-color-success-strong`. */
const productVariable = (kind: 'color' | 'shadow', name: string) => `--safar-${kind}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The product's own colours and shadows (tokens.ts), the values Mantine's scales lack. */
export function ProductTokens() {
  const rows = [
    ...Object.entries(tokens.productColors).map(([name, value]) => ({ variable: productVariable('color', name), value, sample: <Paper h={40} w={64} radius="md" bg={value} /> })),
    ...Object.entries(tokens.productShadows).map(([name, value]) => ({ variable: productVariable('shadow', name), value, sample: <Paper h={40} w={64} radius="md" style={{ boxShadow: value }} /> })),
  ];
  return (
    <TokenTable
      caption="رنگ و سایه‌های خود محصول"
      rows={rows.map((row) => ({ name: row.variable, value: row.value, sample: row.sample, owners: usersOf(new RegExp(`var\\(${row.variable}\\)`)) }))}
    />
  );
}

export const RadiusScale = () => <ThemeScale kind="radius" caption="گردی گوشه‌ها" />;
export const ShadowScale = () => <ThemeScale kind="shadow" caption="سایه‌ها" />;

/** What each breakpoint starts, in the product's words (SPEC §9: tablet from xs, desktop from md). */
const BREAKPOINT_MEANING: Record<string, string> = {
  xs: 'تبلت از این‌جا (زیر آن: گوشی)',
  sm: 'تبلت بزرگ',
  md: 'دسکتاپ از این‌جا',
  lg: 'دسکتاپ پهن',
  xl: 'صفحه‌های بسیار پهن',
};

/** Breakpoints, read live from the theme, with the components whose media queries use each. */
export function BreakpointScale() {
  const theme = useMantineTheme();
  return (
    <TokenTable
      caption="نقطه‌های شکست"
      rows={Object.entries(theme.breakpoints).map(([name, value]) => ({
        name: `breakpoint.${name}`,
        value: `${value} (${toPersianDigits(String(parseFloat(value) * 16))}px)`,
        sample: <Text size="xs">{BREAKPOINT_MEANING[name] ?? ''}</Text>,
        owners: usersOf(mediaAt(value)),
      }))}
    />
  );
}
