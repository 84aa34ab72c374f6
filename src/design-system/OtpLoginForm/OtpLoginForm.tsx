import { useState } from 'react';
import { Paper } from '@mantine/core';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { PhoneStep } from './PhoneStep';
import { DEFAULT_RESEND_AFTER_S } from './resend';
import classes from './OtpLoginForm.module.css';

export type OtpLoginStep = 'phone' | 'code' | 'password';

export interface OtpLoginFormProps {
  /** Asks the server to text a code to the canonical 09xxxxxxxxx number; resolve to go on, reject to stay. */
  onRequestCode: (phone: string) => Promise<unknown>;
  /** Checks the code (Latin digits); reject to stay on the code step. */
  onSubmitCode: (phone: string, code: string) => Promise<unknown>;
  /** The server's message for the number, shown under the field. */
  phoneError?: string;
  /** The server's message for the code (wrong or expired), shown under the boxes. */
  codeError?: string;
  /**
   * Signs in with a password (username: canonical 09… or an e-mail); reject to stay on the step.
   * Given, the number step offers «ورود با رمز عبور».
   */
  onSubmitPassword?: (login: string, password: string) => Promise<unknown>;
  /** The server's message for a failed password sign-in. */
  passwordError?: string;
  /** The server locked password sign-in for that account for a while (429): passwordError says how long. */
  passwordLocked?: boolean;
  /** Seconds after a code is sent before "ارسال دوباره کد" is allowed. @default 120 */
  resendAfter?: number;
  /** A fixed instant in epoch ms: the countdown shows it and does not tick (stories, tests). */
  now?: number;
  /** Where a ticking countdown reads the time. @default Date.now */
  clock?: () => number;
  /** Number shown in the field at first, in any digits. @default '' */
  defaultPhone?: string;
  /** Open on the code step (a code was already sent to `defaultPhone`). @default 'phone' */
  defaultStep?: OtpLoginStep;
  /** Called when the step changes, e.g. for the screen's title or the back button. */
  onStepChange?: (step: OtpLoginStep) => void;
}

type Pending = 'phone' | 'code' | 'resend' | 'password' | null;

/**
 * SPEC §1's login: a mobile number, then a texted five-digit code; or, for a traveller who set a
 * password, a mobile or e-mail and that password. No store or API: the screen passes the calls.
 */
export function OtpLoginForm({
  onRequestCode, onSubmitCode, phoneError, codeError, onSubmitPassword, passwordError, passwordLocked, resendAfter = DEFAULT_RESEND_AFTER_S,
  now, clock = Date.now, defaultPhone = '', defaultStep = 'phone', onStepChange,
}: OtpLoginFormProps) {
  const [step, setStep] = useState<OtpLoginStep>(defaultStep);
  const [phone, setPhone] = useState(defaultPhone);
  const [sentAtMs, setSentAtMs] = useState(() => now ?? clock());
  const [pending, setPending] = useState<Pending>(null);

  const go = (next: OtpLoginStep) => {
    setStep(next);
    onStepChange?.(next);
  };
  // A rejected promise keeps the step; the screen shows its message through the error props.
  const run = async (kind: Exclude<Pending, null>, call: () => Promise<unknown>) => {
    setPending(kind);
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      setPending(null);
    }
  };

  const requestCode = async (canonical: string, kind: 'phone' | 'resend') => {
    setPhone(canonical);
    if (await run(kind, () => onRequestCode(canonical))) {
      setSentAtMs(now ?? clock());
      if (kind === 'phone') go('code');
    }
  };

  return (
    <Paper withBorder radius="lg" className={classes.root} data-step={step}>
      {step === 'code' ? (
        <CodeStep
          key={sentAtMs}
          phone={phone}
          error={codeError}
          pending={pending === 'code' || pending === 'resend' ? pending : null}
          sentAtMs={sentAtMs}
          resendAfterS={resendAfter}
          now={now}
          clock={clock}
          onSubmit={(code) => void run('code', () => onSubmitCode(phone, code))}
          onResend={() => void requestCode(phone, 'resend')}
          onEditPhone={() => go('phone')}
        />
      ) : step === 'password' && onSubmitPassword ? (
        <PasswordStep defaultLogin={phone} error={passwordError} locked={passwordLocked} pending={pending === 'password'}
          onSubmit={(login, password) => void run('password', () => onSubmitPassword(login, password))}
          onUseCode={(typed) => {
            if (typed) setPhone(typed);
            go('phone');
          }} />
      ) : (
        <PhoneStep defaultPhone={phone} error={phoneError} pending={pending === 'phone'}
          onSubmit={(canonical) => void requestCode(canonical, 'phone')}
          onUsePassword={onSubmitPassword && ((typed) => {
            setPhone(typed);
            go('password');
          })} />
      )}
    </Paper>
  );
}
