import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PASSENGER_KIND_LABELS, type PassengerKind } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';
import { PriceText } from '../PriceText';
import type { Currency } from '../CurrencyIcon';
import classes from './PriceBreakdown.module.css';

/** One passenger type of the order: "۲ × بزرگسال". */
export interface PassengerFareRow {
  kind: PassengerKind;
  /** Passengers of this kind; rows with 0 are left out. */
  count: number;
  /** Integer rials for one passenger of this kind, taxes excluded. */
  unitPrice: number;
}

/** A priced line that is not a passenger type, e.g. one hotel room for the stay. */
export interface PriceLine {
  key: string;
  label: ReactNode;
  /** Integer rials. */
  amount: number;
}

export interface PriceBreakdownProps {
  /** Fares per passenger type, in the order to show them. @default [] */
  passengers?: readonly PassengerFareRow[];
  /** Other priced lines after the passenger rows (hotel rooms); they count in the base price. @default [] */
  lines?: readonly PriceLine[];
  /** Taxes and airport charges in rials; the row is hidden when 0 or missing. @default 0 */
  taxes?: number;
  /** Voucher discount in rials, as a positive number (printed as a green minus). @default 0 */
  discount?: number;
  /** Rials paid from the wallet, as a positive number. @default 0 */
  walletUsed?: number;
  /** What is left to pay, as the server computed it. @default payableTotal(...) of the rows above */
  total?: number;
  /** Currency sign of every amount. @default 'rial' */
  currency?: Currency;
  /** Heading of the box. @default 'جزئیات قیمت' */
  title?: ReactNode;
}

/** Sum of the passenger rows (count × unit price). */
export function baseFareOf(passengers: readonly PassengerFareRow[]): number {
  return passengers.reduce((sum, row) => sum + Math.max(0, row.count) * row.unitPrice, 0);
}

/** Base fare + taxes − discount − wallet, never below zero. */
export function payableTotal(passengers: readonly PassengerFareRow[], taxes = 0, discount = 0, walletUsed = 0): number {
  return Math.max(0, baseFareOf(passengers) + taxes - discount - walletUsed);
}

type Tone = 'base' | 'discount' | 'wallet' | 'total';

function Row({ label, amount, currency, minus = false, tone }: {
  label: ReactNode; amount: number; currency: Currency; minus?: boolean; tone?: Tone;
}) {
  return (
    <div className={classes.row} data-tone={tone}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.amount}>
        {/* PriceText prints negatives as ۰ (SPEC §2), so the sign is drawn here. */}
        {minus && <span aria-hidden>−</span>}
        {minus && <VisuallyHidden>منهای</VisuallyHidden>}
        <PriceText amount={amount} currency={currency} fw={tone === 'total' ? 700 : 500} size={tone === 'total' ? 'lg' : 'sm'} c="inherit" />
      </dd>
    </div>
  );
}

/** The fare of an order line by line: passenger types, base fare, taxes, discount, wallet and the total to pay. */
export function PriceBreakdown({
  passengers = [], lines = [], taxes = 0, discount = 0, walletUsed = 0, total, currency = 'rial', title = 'جزئیات قیمت',
}: PriceBreakdownProps) {
  const rows = passengers.filter((row) => row.count > 0);
  const linesTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const payable = total ?? Math.max(0, baseFareOf(rows) + linesTotal + taxes - discount - walletUsed);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" className={classes.root} component="section" aria-labelledby={titleId}
      data-discounted={discount > 0 || undefined} data-wallet={walletUsed > 0 || undefined}>
      <Title order={2} size="h5" id={titleId} className={classes.title}>{title}</Title>
      <dl className={classes.list}>
        {rows.map((row) => (
          <Row
            key={row.kind}
            label={
              <>
                <span className={classes.count}>{toPersianDigits(row.count)} × {PASSENGER_KIND_LABELS[row.kind]}</span>
                {row.count > 1 && (
                  <Text component="span" size="xs" c="dimmed" className={classes.unit}>
                    هر نفر <PriceText amount={row.unitPrice} currency={currency} size="xs" fw={400} c="dimmed" />
                  </Text>
                )}
              </>
            }
            amount={row.count * row.unitPrice}
            currency={currency}
          />
        ))}
        {lines.map((line) => <Row key={line.key} label={line.label} amount={line.amount} currency={currency} />)}
        <Row label="قیمت پایه" amount={baseFareOf(rows) + linesTotal} currency={currency} tone="base" />
        {taxes > 0 && <Row label="مالیات و عوارض" amount={taxes} currency={currency} />}
        {discount > 0 && <Row label="تخفیف" amount={discount} currency={currency} minus tone="discount" />}
        {walletUsed > 0 && <Row label="پرداخت از کیف پول" amount={walletUsed} currency={currency} minus tone="wallet" />}
        <Row label="مبلغ قابل پرداخت" amount={payable} currency={currency} tone="total" />
      </dl>
    </Paper>
  );
}
