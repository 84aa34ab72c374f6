import { Checkbox, Loader, Paper, Switch, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './FareWatchSwitch.module.css';

/** Said when the account already keeps the most watches it may (the server's limit is 20). */
export const MAX_FARE_WATCHES_HINT = 'حداکثر ۲۰ ردیابی فعال می‌توانید داشته باشید؛ برای ردیابی این مسیر، یکی از ردیابی‌های پروفایل را حذف کنید.';

export interface FareWatchSwitchProps {
  /** Whether this search is watched. */
  checked: boolean;
  /** Called with the wanted state when a signed-in traveller flips the switch. */
  onChange: (checked: boolean) => void;
  /** Signed out, turning the switch on calls `onSignInRequest` instead and the switch stays off. */
  signedIn: boolean;
  /** Asked to open sign-in (a signed-out traveller tried to turn the watch on). */
  onSignInRequest: () => void;
  /** The watch is being saved or removed: the switch is disabled and shows a loader. @default false */
  busy?: boolean;
  /** Watch any day of the departure's month instead of the searched day. Chosen before turning the watch on. */
  flexible: boolean;
  /** Called when the traveller ticks or clears "any day of {monthLabel}". */
  onFlexibleChange: (flexible: boolean) => void;
  /** The departure's Jalali month as words: "فروردین ۱۴۰۵". */
  monthLabel: string;
  /** A Persian message under the switch (saving failed). */
  error?: string | null;
  /** The account keeps the most watches it may: turning on is disabled and says why. @default false */
  limitReached?: boolean;
}

/**
 * "ردیابی قیمت" above the flight results: watch this search and hear when its price falls or the
 * cheapest seats run out. The "any day of the month" choice is shown while the watch is off (the
 * server takes it when the watch is created); once on, a line says which days are watched.
 */
export function FareWatchSwitch({
  checked, onChange, signedIn, onSignInRequest, busy = false, flexible, onFlexibleChange, monthLabel, error, limitReached = false,
}: FareWatchSwitchProps) {
  const errorId = useId();
  const on = checked && signedIn;
  // Turning off is always allowed (a watch over the limit can still be stopped); turning on is not.
  const blocked = !on && limitReached;
  const disabled = busy || blocked;

  const hint = !signedIn
    ? 'برای ردیابی قیمت، نخست وارد حساب کاربری شوید.'
    : blocked
      ? MAX_FARE_WATCHES_HINT
      : on
        ? flexible
          ? `قیمت هر روزِ ${monthLabel} ردیابی می‌شود؛ ردیابی‌ها در پروفایل شما هستند.`
          : 'قیمت همین روز ردیابی می‌شود؛ ردیابی‌ها در پروفایل شما هستند.'
        : null;

  return (
    <Paper
      withBorder
      radius="md"
      className={classes.root}
      data-checked={on || undefined}
      data-busy={busy || undefined}
      data-signed-out={!signedIn || undefined}
      data-limit-reached={limitReached || undefined}
      data-error={error ? true : undefined}
    >
      <Switch
        size="md"
        checked={on}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          if (next && !signedIn) {
            onSignInRequest();
            return;
          }
          onChange(next);
        }}
        thumbIcon={busy ? <Loader size={10} color="brand.7" aria-hidden /> : undefined}
        classNames={{ body: classes.body, labelWrapper: classes.labelWrapper, description: classes.description }}
        label={
          <span className={classes.label}>
            <IconBellRinging size={20} aria-hidden />
            ردیابی قیمت
            {busy && <span className={classes.saving}>در حال ذخیره…</span>}
          </span>
        }
        description={
          <>
            <span className={classes.explain}>وقتی قیمت این مسیر پایین بیاید یا صندلی‌های ارزان رو به تمام شدن باشد، خبرتان می‌کنیم.</span>
            {hint && <span className={classes.hint}>{hint}</span>}
          </>
        }
      />
      {!on && !blocked && (
        <Checkbox
          size="sm"
          className={classes.flexible}
          classNames={{ body: classes.checkboxBody }}
          checked={flexible}
          disabled={busy}
          onChange={(event) => onFlexibleChange(event.currentTarget.checked)}
          label={`هر روزِ ${monthLabel}`}
        />
      )}
      {error && (
        <Text id={errorId} size="sm" className={classes.error} role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
