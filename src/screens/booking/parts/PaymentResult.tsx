import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PaymentInfo } from '../../../contract';
import { PriceText } from '../../../design-system';
import { toPersianDigits } from '../../../domain';
import { Facts } from '../../account/parts/Facts';

/** returned: the money went to the wallet; reversed: the bank gave it back to the card. */
export type PaymentOutcome = 'issued' | 'charged' | 'paid' | 'pending' | 'failed' | 'returned' | 'reversed' | 'cancelled' | 'expired' | 'unpaid';

/** How each outcome looks, whatever the product; each product words its titles. */
const LOOK: Record<PaymentOutcome, { color: string; icon: ReactNode }> = {
  issued: { color: 'green', icon: <IconCircleCheck size={36} aria-hidden /> },
  charged: { color: 'green', icon: <IconCircleCheck size={36} aria-hidden /> },
  paid: { color: 'brand', icon: <IconClockHour4 size={36} aria-hidden /> },
  pending: { color: 'yellow', icon: <IconClockHour4 size={36} aria-hidden /> },
  failed: { color: 'red', icon: <IconAlertTriangle size={36} aria-hidden /> },
  returned: { color: 'yellow', icon: <IconAlertTriangle size={36} aria-hidden /> },
  reversed: { color: 'yellow', icon: <IconAlertTriangle size={36} aria-hidden /> },
  cancelled: { color: 'gray', icon: <IconCircleX size={36} aria-hidden /> },
  expired: { color: 'gray', icon: <IconAlertTriangle size={36} aria-hidden /> },
  unpaid: { color: 'yellow', icon: <IconAlertTriangle size={36} aria-hidden /> },
};

/** Where the bank sent the browser back: the outcome, a line under it, the payment's facts and the ways on. */
export function PaymentResult({ outcome, title, message, payment, children }: {
  outcome: PaymentOutcome;
  title: string;
  message?: ReactNode;
  payment: PaymentInfo | null;
  /** The buttons: pay again, cancel, the voucher or tickets… */
  children: ReactNode;
}) {
  const look = LOOK[outcome];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="payment-result" data-outcome={outcome}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color={look.color}>{look.icon}</ThemeIcon>
        <div>
          <Title order={1} size="h3" id="payment-result" aria-live="polite">{title}</Title>
          {message}
        </div>
      </Group>
      {payment && (
        <Paper bg="gray.0" radius="md" p="sm" mt="md">
          <Facts items={[
            ['مبلغ پرداخت بانکی', <PriceText key="a" amount={payment.amount} size="sm" />],
            ...(payment.walletAmount > 0 ? [['از کیف پول', <PriceText key="w" amount={payment.walletAmount} size="sm" />] as const] : []),
            ['وضعیت پرداخت', payment.statusFa],
            // A numeric reference reads in Persian digits; a bank's alphanumeric one (SEP's RefNum) stays as the bank wrote it.
            ...(payment.referenceNumber ? [['شماره پیگیری', /^\d+$/.test(payment.referenceNumber)
              ? <bdi key="r">{toPersianDigits(payment.referenceNumber)}</bdi>
              : <bdi key="r" dir="ltr">{payment.referenceNumber}</bdi>] as const] : []),
            ...(payment.cardMask ? [['کارت', <bdi key="c" dir="ltr">{toPersianDigits(payment.cardMask)}</bdi>] as const] : []),
          ]} />
        </Paper>
      )}
      <Group mt="md" gap="sm">{children}</Group>
    </Paper>
  );
}

/** A line under the title in the dimmed style. */
export const ResultLine = ({ children }: { children: ReactNode }) => <Text c="dimmed" mt={4}>{children}</Text>;
