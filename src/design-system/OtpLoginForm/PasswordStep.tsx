import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Text, TextInput, Title } from '@mantine/core';
import { IconClockHour4, IconMessage2, IconUser } from '@tabler/icons-react';
import { checkLoginId, displayLoginId } from './login-id';
import classes from './OtpLoginForm.module.css';

export interface PasswordStepProps {
  /** The number typed on the first step, if any: the traveller need not type it again. */
  defaultLogin: string;
  /** The server's message ("نام کاربری یا رمز عبور نادرست است."). */
  error?: string;
  /** The server refused for too many wrong tries (429): `error` is its message with the wait. */
  locked?: boolean;
  pending: boolean;
  /** Called with the canonical username (09… or the e-mail) and the password as typed. */
  onSubmit: (login: string, password: string) => void;
  /** Back to sign-in with a texted code, with the number when the login is one. */
  onUseCode: (phone: string | null) => void;
}

/**
 * Sign-in with a password the traveller set on the profile's auth-data page. It is offered to
 * everyone and the server answers one message for an unknown account, an account without a
 * password and a wrong password, so this step tells no one which numbers have a password.
 */
export function PasswordStep({ defaultLogin, error, locked = false, pending, onSubmit, onUseCode }: PasswordStepProps) {
  const [login, setLogin] = useState(() => displayLoginId(defaultLogin));
  const [password, setPassword] = useState('');
  const [loginError, setLoginError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // The account the server's answer is about: a lock-out holds for it, not for another one, and
  // a wrong-password message goes once the password is typed again.
  const [sent, setSent] = useState<{ login: string; retyped: boolean } | null>(null);
  const checked = checkLoginId(login);
  const sameAccount = checked.ok && checked.value.value === sent?.login;
  const lockedNow = locked && sameAccount;
  const serverError = !locked && sameAccount && !sent?.retyped ? error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lockedNow || pending) return;
    setLoginError(checked.ok ? null : checked.message);
    setPasswordError(password === '' ? 'رمز عبور را وارد کنید.' : null);
    if (!checked.ok || password === '') return;
    setSent({ login: checked.value.value, retyped: false });
    onSubmit(checked.value.value, password);
  };

  const useCode = () => onUseCode(checked.ok && checked.value.kind === 'phone' ? checked.value.value : null);

  return (
    <form className={classes.step} onSubmit={submit} noValidate data-step="password" aria-busy={pending || undefined}>
      <Title order={2} size="h3">ورود با رمز عبور</Title>
      <Text size="sm" c="dimmed">با شماره موبایل یا ایمیل و رمز عبوری که در حساب کاربری خود ساخته‌اید وارد شوید.</Text>
      <TextInput
        size="md"
        label="شماره موبایل یا ایمیل"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        classNames={{ input: classes.phoneInput }}
        leftSection={<IconUser size={20} aria-hidden />}
        value={login}
        onChange={(event) => {
          setLogin(displayLoginId(event.currentTarget.value));
          setLoginError(null);
        }}
        error={loginError}
        readOnly={pending}
        required
      />
      <PasswordInput
        size="md"
        label="رمز عبور"
        autoComplete="current-password"
        dir="ltr"
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setPasswordError(null);
          setSent((s) => (s ? { ...s, retyped: true } : s));
        }}
        error={passwordError ?? serverError}
        // Mantine marks its inner input data-invalid only; screen readers need aria-invalid.
        aria-invalid={Boolean(passwordError ?? serverError) || undefined}
        readOnly={pending}
        visibilityToggleButtonProps={{ 'aria-label': 'نمایش رمز عبور' }}
        required
      />
      {lockedNow && (
        <Alert color="orange" variant="light" role="alert" icon={<IconClockHour4 size={20} aria-hidden />} title="ورود با رمز عبور موقتاً بسته است">
          {error}
        </Alert>
      )}
      <Button type="submit" size="md" fullWidth loading={pending} disabled={lockedNow}>
        ورود
      </Button>
      <div className={classes.switch}>
        <Text size="sm" c="dimmed">رمز عبور را فراموش کرده‌اید یا رمز ندارید؟</Text>
        <Button variant={lockedNow ? 'light' : 'subtle'} size="sm" className={classes.link} leftSection={<IconMessage2 size={16} aria-hidden />}
          onClick={useCode} disabled={pending}>
          ورود با کد تایید
        </Button>
      </div>
    </form>
  );
}
