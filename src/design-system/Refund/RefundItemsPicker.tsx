import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PASSENGER_KIND_LABELS, toPersianDigits } from '../../domain';
import { PriceText } from '../PriceText';
import type { RefundItemRow } from './types';
import { travelDateTime } from '../../domain/date-styles';
import { TICKET_REFUND_WORDS, type RefundWords } from './words';

export interface RefundItemsPickerProps {
  /** One row per passenger and flight (GetOrderRefundableItems). */
  items: readonly RefundItemRow[];
  /** Chosen item ids. */
  value: readonly string[];
  onChange: (itemIds: string[]) => void;
  /** Shown under the list, e.g. «دست‌کم یک بلیت را انتخاب کنید.» */
  error?: ReactNode;
  disabled?: boolean;
  /** The product's words: tickets or rooms. @default TICKET_REFUND_WORDS */
  words?: RefundWords;
}

/** A checkbox per ticket (or room); those that cannot be refunded stay unticked and say why. */
export function RefundItemsPicker({ items, value, onChange, error, disabled = false, words = TICKET_REFUND_WORDS }: RefundItemsPickerProps) {
  return (
    <Checkbox.Group label={words.listLabel} value={[...value]} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {items.map((item) => {
          // LAST/FIRST as on the passport, read first name first as everywhere else in the app.
          const name = item.passengerName.split('/').reverse().join(' ');
          return (
            <Paper key={item.itemId} withBorder radius="md" p="sm" data-refundable={item.refundable || undefined}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Checkbox
                  value={item.itemId}
                  disabled={disabled || !item.refundable}
                  label={<><bdi dir="ltr">{name}</bdi>{words.withKind && ` (${PASSENGER_KIND_LABELS[item.passengerType]})`}، {item.route}</>}
                  description={
                    <>
                      {words.datePrefix}{travelDateTime(item.departureTime)}
                      {' — '}
                      {item.refundable ? `جریمه ${toPersianDigits(item.penaltyPercent)}٪` : item.reason}
                    </>
                  }
                />
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">پرداختی</Text>
                  <PriceText amount={item.paidAmount} size="sm" fw={500} />
                </Stack>
              </Group>
            </Paper>
          );
        })}
        {items.length === 0 && <Text c="dimmed">{words.unit}ی در این سفارش نیست.</Text>}
      </Stack>
    </Checkbox.Group>
  );
}
