import { Paper, Switch } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  /** @default 'rial' */
  currency?: Currency;
}

/** "پرداخت از کیف پول": balance, how much the wallet covers and what is left to pay at the bank. */
export function WalletToggle({ balance, payable, checked, onChange, disabled = false, disabledReason, currency = 'rial' }: WalletToggleProps) {
  const empty = balance <= 0;
  const off = disabled || empty;
  const reason = disabledReason ?? (empty ? 'موجودی کیف پول شما صفر است.' : null);
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
