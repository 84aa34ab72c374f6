import { Paper, Switch } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toPersianDigits } from '../../domain/numbers';
import type { Currency } from '../CurrencyIcon';
import { PriceText } from '../PriceText';
import classes from './WalletToggle.module.css';

export interface WalletSplit {
  /** Rials taken from the wallet. */
  used: number;
  /** Rials still to pay at the bank. */
  remaining: number;
}

/** How a payment splits between the wallet and the bank: the wallet pays what it can. */
export function walletSplit(balance: number, payable: number, useWallet = true): WalletSplit {
  const total = Math.max(0, payable);
  const used = useWallet ? Math.min(Math.max(0, balance), total) : 0;
  return { used, remaining: total - used };
}

/** Gift credit and its limit (wallet CheckGiftExceedCount). */
export interface WalletGift {
  /** Gift credit in the wallet, rials. */
  giftBalance: number;
  /** Orders gift credit paid in the window. */
  count: number;
  /** Orders gift credit may pay in the window. */
  limit: number;
  /** The limit is reached: gift credit waits, only cash pays. */
  exceeded: boolean;
}

/** How much gift credit this order can take: all of it up to the price, none once the limit is reached. */
export const giftUsable = (gift: WalletGift, payable: number) => (gift.exceeded ? 0 : Math.min(Math.max(0, gift.giftBalance), Math.max(0, payable)));

export interface WalletToggleProps {
  /** Wallet balance in rials (CurrentUserBalance). */
  balance: number;
  /** The amount to pay before the wallet, in rials. */
  payable: number;
  /** Whether the wallet pays (the order store's useWallet flag). */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Turns the switch off, e.g. while the order is being saved. A zero balance always disables it. @default false */
  disabled?: boolean;
  /** Why the switch is off; shown under it. @default 'موجودی کیف پول شما صفر است.' when the balance is 0 */
  disabledReason?: ReactNode;
  /** Gift credit and its limit; a line under the balance says what this order can take of it. */
  gift?: WalletGift | null;
  /** @default 'rial' */
  currency?: Currency;
}

function GiftNote({ gift, payable, currency }: { gift: WalletGift; payable: number; currency: Currency }) {
  if (gift.giftBalance <= 0) return null;
  if (gift.exceeded) {
    return (
      <span className={classes.gift} data-tone="exceeded">
        سقف استفاده از اعتبار هدیه ({toPersianDigits(gift.limit)} سفارش در ۳۰ روز) پر شده است؛{' '}
        <PriceText amount={gift.giftBalance} currency={currency} size="sm" c="inherit" /> اعتبار هدیه فعلاً در این سفارش استفاده نمی‌شود.
      </span>
    );
  }
  return (
    <span className={classes.gift}>
      تا <PriceText amount={giftUsable(gift, payable)} currency={currency} size="sm" fw={500} c="inherit" /> از اعتبار هدیه در این سفارش استفاده می‌شود
      {' '}({toPersianDigits(gift.limit - gift.count)} سفارش دیگر از {toPersianDigits(gift.limit)} در ۳۰ روز).
    </span>
  );
}

/** "پرداخت از کیف پول": balance, how much the wallet covers and what is left to pay at the bank. */
export function WalletToggle({ balance, payable, checked, onChange, disabled = false, disabledReason, gift, currency = 'rial' }: WalletToggleProps) {
  const empty = balance <= 0;
  const off = disabled || empty;
  // Gift credit held back by its limit explains itself (GiftNote); the wallet is not empty then.
  const giftWaits = Boolean(gift?.exceeded && gift.giftBalance > 0);
  const reason = disabledReason ?? (empty && !giftWaits ? 'موجودی کیف پول شما صفر است.' : null);
  const on = checked && !empty;
  const { used, remaining } = walletSplit(balance, payable, on);

  return (
    <Paper withBorder radius="md" className={classes.root} data-checked={on || undefined} data-disabled={off || undefined}>
      <Switch
        size="md"
        checked={on}
        disabled={off}
        onChange={(event) => onChange(event.currentTarget.checked)}
        classNames={{ body: classes.body, labelWrapper: classes.labelWrapper }}
        label={
          <span className={classes.label}>
            <IconWallet size={20} aria-hidden />
            پرداخت از کیف پول
          </span>
        }
        description={
          <>
            <span className={classes.balance}>
              موجودی: <PriceText amount={balance} currency={currency} size="sm" fw={500} c="inherit" />
            </span>
            {gift && <GiftNote gift={gift} payable={payable} currency={currency} />}
            {off && reason && <span className={classes.reason}>{reason}</span>}
          </>
        }
      />
      {on && (
        <dl className={classes.split} aria-live="polite">
          <div className={classes.row}>
            <dt>از کیف پول</dt>
            <dd><PriceText amount={used} currency={currency} size="sm" fw={500} c="inherit" /></dd>
          </div>
          <div className={classes.row} data-tone="remaining">
            <dt>{remaining > 0 ? 'باقی‌مانده برای پرداخت' : 'کل مبلغ از کیف پول پرداخت می‌شود'}</dt>
            {remaining > 0 && <dd><PriceText amount={remaining} currency={currency} size="sm" c="inherit" /></dd>}
          </div>
        </dl>
      )}
    </Paper>
  );
}
