import { Fieldset, TextInput } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { normalizeDigits, toPersianDigits } from '../../domain/numbers';
import { validateMobile } from '../../domain/person-validators';
import { useFieldErrors, type ServerErrors } from '../form-errors';
import { contactErrors, validateOptionalEmail, type ContactField, type ContactValue } from './contact-rules';
import classes from './ContactForm.module.css';

export interface ContactFormProps {
  /** The contact as typed (controlled). */
  value: ContactValue;
  /** Every change; digits arrive Latin, and a valid field is cleaned when it loses focus. */
  onChange: (value: ContactValue) => void;
  /** Server messages per field (meta.errors); each shows until its field is edited. */
  errors?: ServerErrors<ContactField>;
  /** The screen's submit was attempted: every invalid field shows its message. @default false */
  submitted?: boolean;
  /** Fieldset legend. @default 'اطلاعات تماس' */
  legend?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /**
   * What is texted to the mobile, under its field: a flight's ticket, a visa's receipt. The default
   * is the voucher hotels, tours and CIP send. @default 'واچر و کد پیگیری به این شماره پیامک می‌شود.'
   */
  mobileNote?: ReactNode;
}

/** Mobile (required, any digits) and optional e-mail of whoever buys: tickets, vouchers and codes go there. */
export function ContactForm({
  value, onChange, errors, submitted = false, legend = 'اطلاعات تماس', disabled = false, mobileNote = 'واچر و کد پیگیری به این شماره پیامک می‌شود.',
}: ContactFormProps) {
  const fields = useFieldErrors({ local: contactErrors(value), server: errors, submitted });
  const set = (field: ContactField, text: string) => {
    fields.edit(field);
    onChange({ ...value, [field]: text });
  };
  const clean = (field: ContactField) => {
    fields.touch(field);
    const result = field === 'mobile' ? validateMobile(value.mobile) : validateOptionalEmail(value.email);
    if (result.ok && result.value !== value[field]) onChange({ ...value, [field]: result.value });
  };

  return (
    <Fieldset legend={legend} className={classes.root} classNames={{ legend: classes.legend }} disabled={disabled} variant="unstyled">
      <div className={classes.grid}>
        <TextInput
          size="md"
          label="شماره موبایل"
          description={mobileNote}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          classNames={{ input: classes.ltr }}
          // In an LTR field the right section sits on the Persian label's side.
          rightSection={<IconDeviceMobile size={18} aria-hidden />}
          // Shown in Persian digits, kept in Latin ones: one character each, so the caret stays put.
          value={toPersianDigits(value.mobile)}
          onChange={(event) => set('mobile', normalizeDigits(event.currentTarget.value))}
          onBlur={() => clean('mobile')}
          error={fields.errorOf('mobile')}
          aria-required
        />
        <TextInput
          size="md"
          label="ایمیل (اختیاری)"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          classNames={{ input: classes.ltr }}
          rightSection={<IconMail size={18} aria-hidden />}
          value={value.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={() => clean('email')}
          error={fields.errorOf('email')}
        />
      </div>
    </Fieldset>
  );
}
