import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceMobile, IconLock } from '@tabler/icons-react';
import { isNumericInputKeyAllowed } from '../../domain/key-filter';
import { normalizeDigits, toPersianDigits } from '../../domain/numbers';
import { validateMobile } from '../../domain/person-validators';
import classes from './OtpLoginForm.module.css';

export interface PhoneStepProps {
  defaultPhone: string;
  /** The server's message for this number ("شماره موبایل نامعتبر است"). */
  error?: string;
  pending: boolean;
  /** Called with the canonical 09xxxxxxxxx form once it validates. */
  onSubmit: (phone: string) => void;
  /** Offers «ورود با رمز عبور» and is called with what was typed so far (Latin digits). */
  onUsePassword?: (typed: string) => void;
}

/** The number field shows Persian digits whatever was typed or pasted. */
const display = (text: string) => toPersianDigits(normalizeDigits(text));

// SPEC §5's numeric key filter, plus "+" for +98 and paste: people paste their number.
function allowKey(event: KeyboardEvent<HTMLInputElement>) {
  const paste = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v';
  if (!isNumericInputKeyAllowed(event) && event.key !== '+' && !paste) event.preventDefault();
}

/** Step 1: an Iranian mobile number, checked here before the code is asked for. */
export function PhoneStep({ defaultPhone, error, pending, onSubmit, onUsePassword }: PhoneStepProps) {
  const [phone, setPhone] = useState(() => display(defaultPhone));
  const [localError, setLocalError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateMobile(phone);
    if (!checked.ok) {
      setLocalError(checked.message);
      return;
    }
    setLocalError(null);
    onSubmit(checked.value);
  };

  return (
    <form className={classes.step} onSubmit={submit} noValidate data-step="phone" aria-busy={pending || undefined}>
      <Title order={2} size="h3">ورود یا ثبت‌نام</Title>
      <Text size="sm" c="dimmed">شماره موبایل خود را وارد کنید تا کد تایید برایتان پیامک شود.</Text>
      <TextInput
        size="md"
        label="شماره موبایل"
        placeholder="۰۹۱۲۳۴۵۶۷۸۹"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        classNames={{ input: classes.phoneInput }}
        leftSection={<IconDeviceMobile size={20} aria-hidden />}
        value={phone}
        onChange={(event) => {
          setPhone(display(event.currentTarget.value));
          setLocalError(null);
        }}
        onKeyDown={allowKey}
        error={localError ?? error}
        readOnly={pending}
        required
      />
      <Button type="submit" size="md" fullWidth loading={pending}>
        دریافت کد تایید
      </Button>
      {onUsePassword && (
        <div className={classes.switch}>
          <Text size="sm" c="dimmed">برای حساب خود رمز عبور ساخته‌اید؟</Text>
          <Button variant="subtle" size="sm" className={classes.link} leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => onUsePassword(normalizeDigits(phone))} disabled={pending}>
            ورود با رمز عبور
          </Button>
        </div>
      )}
    </form>
  );
}
