import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { ContactForm, contactErrors, validateOptionalEmail, type ContactFormProps, type ContactValue } from '../../../src/design-system/ContactForm';

function Controlled({ initial, onChange, ...props }: Partial<ContactFormProps> & { initial?: ContactValue }) {
  const [value, setValue] = useState<ContactValue>(initial ?? { mobile: '', email: '' });
  return <ContactForm {...props} value={value} onChange={(next) => { setValue(next); onChange?.(next); }} />;
}
const setup = (props: Partial<ContactFormProps> & { initial?: ContactValue } = {}) => {
  const onChange = vi.fn();
  render(<ThemeProvider><Controlled {...props} onChange={onChange} /></ThemeProvider>);
  return { onChange, mobile: screen.getByRole('textbox', { name: /شماره موبایل/ }), email: screen.getByRole('textbox', { name: /ایمیل/ }) };
};

describe('ContactForm', () => {
  it('checks mobile with the domain validator and e-mail only when given', () => {
    expect(contactErrors({ mobile: '', email: '' })).toEqual({ mobile: 'شماره موبایل را وارد کنید.' });
    expect(contactErrors({ mobile: '۰۹۱۲۱۲۳۴۵۶۷', email: '' })).toEqual({});
    expect(contactErrors({ mobile: '09121234567', email: 'a@b' })).toEqual({ email: 'ایمیل معتبر نیست.' });
    expect(validateOptionalEmail(' Ali@Example.COM ')).toEqual({ ok: true, value: 'ali@example.com' });
  });

  it('takes Arabic-Indic digits, keeps Latin ones, shows Persian ones', async () => {
    const { onChange, mobile } = setup();
    await userEvent.type(mobile, '٠٩١٢١٢٣٤٥٦٧');
    expect(onChange).toHaveBeenLastCalledWith({ mobile: '09121234567', email: '' });
    expect(mobile).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('shows a message only after blur, and cleans a valid number to 09…', async () => {
    const { onChange, mobile } = setup();
    await userEvent.type(mobile, '0098912');
    expect(screen.queryByText('شماره موبایل نامعتبر است.')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('شماره موبایل نامعتبر است.')).toBeInTheDocument();
    await userEvent.type(mobile, '1234567');
    expect(screen.queryByText('شماره موبایل نامعتبر است.')).toBeNull();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ mobile: '09121234567', email: '' });
  });

  it('shows every message after a submit, and server errors until the field is edited', async () => {
    const { email } = setup({ submitted: true, errors: { email: ['ایمیل تکراری است.', 'دوم'] }, initial: { mobile: '', email: 'a@b.co' } });
    expect(screen.getByText('شماره موبایل را وارد کنید.')).toBeInTheDocument();
    expect(screen.getByText('ایمیل تکراری است.')).toBeInTheDocument();
    expect(screen.queryByText('دوم')).toBeNull();
    await userEvent.type(email, 'm');
    expect(screen.queryByText('ایمیل تکراری است.')).toBeNull();
  });

  it('says what is texted to the mobile: a voucher unless the product names its own', () => {
    const { mobile } = setup();
    // Hotels, tours and CIP send a voucher, not a ticket.
    expect(mobile).toHaveAccessibleDescription('واچر و کد پیگیری به این شماره پیامک می‌شود.');
  });

  it('takes a product\'s own words for it (a flight\'s ticket)', () => {
    const { mobile } = setup({ mobileNote: 'بلیت و کد پیگیری به این شماره پیامک می‌شود.' });
    expect(mobile).toHaveAccessibleDescription('بلیت و کد پیگیری به این شماره پیامک می‌شود.');
  });
});
