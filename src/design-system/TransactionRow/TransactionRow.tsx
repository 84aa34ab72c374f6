import { Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { jalaliDateTime } from '../../domain/date-styles';
import { PriceText } from '../PriceText';
import classes from './TransactionRow.module.css';

export type TransactionKind = 'credit' | 'debit';

/** One wallet flow; the screen maps GetCurrentUserWalletFlows to it. */
export interface TransactionData {
  /** `credit` adds to the wallet (top-up, refund, gift); `debit` takes from it (a purchase). */
  kind: TransactionKind;
  /** Integer rials, always positive: the kind gives the sign. */
  amount: number;
  /** Persian description: "خرید بلیت تهران ← مشهد". */
  description: string;
  /** ISO date-time; without an offset it is Tehran time. */
  dateTime: string;
  /** Balance after this transaction, integer rials. */
  balanceAfter?: number;
}

export interface TransactionRowProps {
  transaction: TransactionData;
  /** Root element: `li` inside a list of transactions. @default 'div' */
  component?: 'div' | 'li';
}

const KIND_LABEL: Record<TransactionKind, string> = { credit: 'واریز', debit: 'برداشت' };

/** One line of the wallet statement: in or out (sign, colour, arrow), what, when, and the balance after. */
export function TransactionRow({ transaction, component: Root = 'div' }: TransactionRowProps) {
  const { kind, amount, description, dateTime, balanceAfter } = transaction;
  const when = jalaliDateTime(dateTime);
  const credit = kind === 'credit';
  return (
    <Root className={classes.root} data-kind={kind}>
      <div className={classes.inner}>
        <span className={classes.icon} data-kind={kind}>
          {credit ? <IconArrowDownLeft size={20} aria-hidden /> : <IconArrowUpRight size={20} aria-hidden />}
        </span>

        <div className={classes.main}>
          <Text size="sm" fw={500} className={classes.description}>{description}</Text>
          {when && (
            <Text component="time" dateTime={dateTime} size="xs" c="dimmed" className={classes.when}>
              {when}
            </Text>
          )}
        </div>

        <div className={classes.amounts}>
          <span className={classes.amount} data-kind={kind}>
            <VisuallyHidden>{KIND_LABEL[kind]} </VisuallyHidden>
            {/* The sign is read first, at the right, as Persian statements print it. */}
            <span aria-hidden className={classes.sign}>{credit ? '+' : '−'}</span>
            <PriceText amount={amount} size="md" c="inherit" />
          </span>
          {balanceAfter !== undefined && (
            <Text size="xs" c="dimmed">
              مانده: <PriceText amount={balanceAfter} size="xs" fw={500} />
            </Text>
          )}
        </div>
      </div>
    </Root>
  );
}
