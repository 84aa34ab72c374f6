import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { tokens } from '../../src/design-system/theme';
import { toPersianDigits } from '../../src/domain/numbers';

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
      {Object.entries(tokens.radius).map(([name, px]) => (
        <Group key={`r-${name}`} gap="md" wrap="nowrap">
          <Text size="xs" c="dimmed" w={80} ff="monospace">radius {name} · {px}px</Text>
          <Paper h={40} w={64} radius={px} withBorder bg="brand.0" />
        </Group>
      ))}
    </Stack>
  );
}
