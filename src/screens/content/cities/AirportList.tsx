import { List, Text } from '@mantine/core';
import type { AirportInfo } from './cities';

/** Airports with their IATA codes, the codes kept left to right. */
export function AirportList({ airports }: { airports: readonly AirportInfo[] }) {
  return (
    <List spacing="xs" lh={1.9}>
      {airports.map((airport) => (
        <List.Item key={airport.iata}>
          {airport.nameFa}{' '}
          <Text component="span" c="dimmed" ff="monospace">(<bdi dir="ltr">{airport.iata}</bdi>)</Text>
        </List.Item>
      ))}
    </List>
  );
}
