import { Button, Paper, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconTicket, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { normalizeDigits } from '../../domain/numbers';
import type { Currency } from '../CurrencyIcon';
import { PriceText } from '../PriceText';
import classes from './DiscountVoucherInput.module.css';

/** Voucher codes are Latin letters and digits: typed digits of any script become Latin, letters upper-case. */
export function normalizeVoucherCode(text: string): string {
  return normalizeDigits(text).replace(/\s+/g, '').toUpperCase();
}

export interface DiscountVoucherInputProps {
  /** Called with the cleaned code when the traveller applies it (ApplyDiscountVoucher). */
  onApply: (code: string) => void;
  /** Called by "حذف" on an applied code (RemoveDiscountVoucher). */
  onRemove: () => void;
  /** The code the order carries now; shows the applied state. @default null */
  appliedCode?: string | null;
  /** Rials the applied code takes off. */
  appliedAmount?: number;
  /** A request is running: the button spins and the field is read-only. @default false */
  loading?: boolean;
  /** The server's message for a rejected code, e.g. "کد تخفیف نامعتبر است.". */
  error?: ReactNode;
  /** Field text on first render. @default '' */
  defaultValue?: string;
  /** @default 'rial' */
  currency?: Currency;
}

/** "کد تخفیف": a code field with an apply button, its loading and error states, and the applied code with remove. */
export function DiscountVoucherInput({
  onApply, onRemove, appliedCode = null, appliedAmount, loading = false, error, defaultValue = '', currency = 'rial',
}: DiscountVoucherInputProps) {
  const [text, setText] = useState(defaultValue);
  const [emptyError, setEmptyError] = useState(false);

  if (appliedCode) {
    return (
      <Paper withBorder radius="md" className={classes.applied} data-applied data-loading={loading || undefined}>
        <IconCircleCheck size={22} aria-hidden className={classes.check} />
        <div className={classes.appliedText}>
          <Text size="sm" fw={700}>
            کد تخفیف <bdi dir="ltr" className={classes.code}>{appliedCode}</bdi> اعمال شد
          </Text>
          {appliedAmount !== undefined && appliedAmount > 0 && (
            <Text size="sm" className={classes.saving}>
              تخفیف: <PriceText amount={appliedAmount} currency={currency} size="sm" c="inherit" />
            </Text>
          )}
        </div>
        <Button
          variant="subtle"
          color="red"
          size="sm"
          className={classes.remove}
          leftSection={<IconX size={16} aria-hidden />}
          loading={loading}
          onClick={onRemove}
          aria-label={`حذف کد تخفیف ${appliedCode}`}
        >
          حذف
        </Button>
      </Paper>
    );
  }

  const apply = () => {
    const code = normalizeVoucherCode(text);
    setEmptyError(code === '');
    if (code !== '' && !loading) onApply(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Not a <form>: the voucher box usually sits inside the booking page's own form.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };
  const message = emptyError ? 'کد تخفیف را وارد کنید.' : error;

  return (
    <div className={classes.root} data-loading={loading || undefined} data-error={message ? true : undefined}>
      <TextInput
        className={classes.field}
        size="md"
        label="کد تخفیف"
        rightSection={<IconTicket size={18} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setEmptyError(false);
        }}
        onKeyDown={onKeyDown}
        readOnly={loading}
        error={message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        classNames={{ input: classes.input }}
      />
      <Button size="md" variant="light" className={classes.apply} loading={loading} onClick={apply}>
        اعمال
      </Button>
    </div>
  );
}
