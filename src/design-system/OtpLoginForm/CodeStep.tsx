import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, PinInput, Text, Title } from '@mantine/core';
import { IconPencil, IconRefresh } from '@tabler/icons-react';
import { normalizeDigits, toPersianDigits } from '../../domain/numbers';
import { formatResendCountdown, OTP_LENGTH, resendSecondsLeft } from './resend';
import classes from './OtpLoginForm.module.css';

export interface CodeStepProps {
  /** Canonical 09xxxxxxxxx. */
  phone: string;
  /** The server's message ("کد وارد شده اشتباه است"). */
  error?: string;
  /** 'code' while the code is checked, 'resend' while a new one is asked for. */
  pending: 'code' | 'resend' | null;
  sentAtMs: number;
  resendAfterS: number;
  /** A fixed instant: the countdown shows it and does not tick. */
  now?: number;
  clock: () => number;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onEditPhone: () => void;
}

// Latin, Persian and Arabic-Indic digits: Iranian keyboards and SMS autofill type any of them.
const ANY_DIGIT = /^[0-9۰-۹٠-٩]+$/;

/** Step 2: the five-digit code, a resend countdown, and a way back to fix the number. */
export function CodeStep({ phone, error, pending, sentAtMs, resendAfterS, now, clock, onSubmit, onResend, onEditPhone }: CodeStepProps) {
  const labelId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [ticked, setTicked] = useState(() => clock());
  const left = resendSecondsLeft(sentAtMs, resendAfterS, now ?? ticked);
  const ticking = now === undefined && left > 0;

  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setTicked(clock()), 1000);
    return () => clearInterval(id);
  }, [ticking, clock]);

  const digits = normalizeDigits(code);
  const complete = digits.length === OTP_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (complete && !pending) onSubmit(digits);
  };

  return (
    <form className={classes.step} onSubmit={submit} noValidate data-step="code" aria-busy={pending !== null || undefined}>
      <Title order={2} size="h3" id={labelId}>کد تایید را وارد کنید</Title>
      <Text size="sm" c="dimmed">
        کد {toPersianDigits(OTP_LENGTH)} رقمی پیامک‌شده به <bdi dir="ltr" className={classes.phone}>{toPersianDigits(phone)}</bdi> را وارد کنید.
      </Text>
      <Button variant="subtle" size="sm" className={classes.link} leftSection={<IconPencil size={16} aria-hidden />}
        onClick={onEditPhone} disabled={pending !== null}>
        ویرایش شماره
      </Button>

      <PinInput
        length={OTP_LENGTH}
        size="lg"
        type={ANY_DIGIT}
        placeholder=""
        className={classes.pin}
        aria-labelledby={labelId}
        value={code}
        onChange={(value) => setCode(toPersianDigits(normalizeDigits(value)))}
        onComplete={(value) => {
          if (!pending) onSubmit(normalizeDigits(value));
        }}
        error={Boolean(error)}
        readOnly={pending === 'code'}
        autoFocus
        getInputProps={(index) => ({
          // Set per input, not on PinInput: its own "numeric" mode drops Persian digit keys.
          inputMode: 'numeric',
          'aria-label': `رقم ${toPersianDigits(index + 1)} از ${toPersianDigits(OTP_LENGTH)} کد تایید`,
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      {error && <Text size="sm" c="var(--mantine-color-error)" id={errorId} role="alert">{error}</Text>}

      <Button type="submit" size="md" fullWidth loading={pending === 'code'} disabled={!complete}>
        ورود
      </Button>

      <div className={classes.resend} data-waiting={left > 0 || undefined}>
        {left > 0 ? (
          <Text size="sm" c="dimmed">
            ارسال دوباره کد تا <bdi dir="ltr" className={classes.countdown}>{formatResendCountdown(left)}</bdi> دیگر
          </Text>
        ) : (
          <Button variant="subtle" size="sm" className={classes.link} leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onResend} loading={pending === 'resend'} disabled={pending === 'code'}>
            ارسال دوباره کد
          </Button>
        )}
      </div>
    </form>
  );
}
