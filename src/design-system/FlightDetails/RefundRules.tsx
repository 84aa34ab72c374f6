import { Table, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { penaltyRows } from './penalties';
import type { RefundPenalty } from './types';
import classes from './FlightDetails.module.css';

export interface RefundRulesProps {
  refundable: boolean;
  isCharter: boolean;
  penalties?: readonly RefundPenalty[];
}

/** The refund-penalty table, or a clear "غیرقابل استرداد" when the ticket cannot be refunded. */
export function RefundRules({ refundable, isCharter, penalties = [] }: RefundRulesProps) {
  if (!refundable) {
    return (
      <div className={classes.notice} data-non-refundable>
        <IconReceiptRefund size={20} aria-hidden />
        <div>
          <Text fw={700}>غیرقابل استرداد</Text>
          <Text size="sm" c="dimmed">
            {isCharter
              ? 'این بلیت چارتر است و پس از خرید، هزینه آن بازگردانده نمی‌شود.'
              : 'هزینه این بلیت پس از خرید بازگردانده نمی‌شود.'}
          </Text>
        </div>
      </div>
    );
  }
  if (penalties.length === 0) {
    return <Text size="sm" c="dimmed">جریمه استرداد این بلیت را ایرلاین اعلام نکرده است؛ پیش از خرید با پشتیبانی تماس بگیرید.</Text>;
  }
  return (
    <Table withTableBorder withColumnBorders striped className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">زمان لغو</Table.Th>
          <Table.Th scope="col">جریمه</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {penaltyRows(penalties).map((row) => (
          <Table.Tr key={row.condition}>
            <Table.Td>{row.condition}</Table.Td>
            <Table.Td className={classes.penalty}>{row.penalty}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
