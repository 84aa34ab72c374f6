import { Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { PlainTable } from '../PlainTable';
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
    <PlainTable>
      <thead>
        <tr>
          <th scope="col">زمان لغو</th>
          <th scope="col">جریمه</th>
        </tr>
      </thead>
      <tbody>
        {penaltyRows(penalties).map((row) => (
          <tr key={row.condition}>
            {/* A condition may be the airline's own (English) wording: isolated, it keeps its own direction. */}
            <td><bdi>{row.condition}</bdi></td>
            <td className={classes.penalty}>{row.penalty}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
