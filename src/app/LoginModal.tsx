import { useEffect, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { OtpLoginForm } from '../design-system';
import { isSafeRedirectPath } from '../domain';
import { useBackClosable } from '../screens/shared/useBackClosable';
import { useStores } from '../stores';
import { loginErrorMessage } from './login-messages';
import { LOGIN_REDIRECT_PARAM } from './login-path';
import { passwordFailure, signInWithPassword, type PasswordFailure } from './login-password';

/**
 * SPEC §2/§3: the login page is `/`, shown as a modal over home. It opens from the header (key
 * 'action') or when a protected page sent the traveller here (`/?redirect=…`, key 'redirect'), and
 * after the code (or the password) is accepted it returns to that page. Back closes it (the rqs helper).
 */
export const LoginModal = observer(function LoginModal() {
  const root = useStores();
  const { general, auth, api } = root;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const overlay = useBackClosable();
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [passwordError, setPasswordError] = useState<PasswordFailure>();
  const [resendAfter, setResendAfter] = useState<number>();
  const { status, key, value } = general.loginModal;

  // A protected page sent the traveller to the login page: open the modal for it.
  const redirect = pathname === '/' ? new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM) : null;
  // Once dismissed, it stays closed for that path; the header's login button still works.
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  useEffect(() => {
    if (redirect && redirect !== dismissedFor && !auth.loggedIn && !general.loginModal.status) general.openLoginModal('redirect', redirect);
  }, [redirect, dismissedFor, auth.loggedIn, general]);

  // The store says open: give the modal its own history entry, so Back closes it.
  useEffect(() => {
    if (status && !overlay.opened) overlay.open();
    // Only the opening matters here; closing is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  // Back removed the entry: close the modal in the store too.
  const [wasOpened, setWasOpened] = useState(false);
  useEffect(() => {
    if (overlay.opened) setWasOpened(true);
    else if (wasOpened) {
      setWasOpened(false);
      setDismissedFor(redirect);
      if (general.loginModal.status) general.closeLoginModal();
    }
  }, [overlay.opened, wasOpened, general, redirect]);

  const close = () => {
    setDismissedFor(redirect);
    general.closeLoginModal();
    overlay.close();
  };

  const requestCode = async (phone: string) => {
    setPhoneError(undefined);
    try {
      const sent = await api.account.createOtp(phone);
      general.setPhoneNumberForLogin(sent.phoneNumber);
      setResendAfter(sent.resendAfter);
    } catch (error) {
      setPhoneError(loginErrorMessage(error));
      throw error;
    }
  };

  const signedIn = () => {
    general.closeLoginModal();
    // Back over the modal's history entry; on `/?redirect=…` the guard then replaces the login
    // page with the remembered one, so Back from there does not return to the login page.
    if (overlay.opened) overlay.close();
    else if (key === 'redirect' && isSafeRedirectPath(value)) navigate(value, { replace: true });
  };

  const submitCode = async (phone: string, code: string) => {
    setCodeError(undefined);
    try {
      await auth.loginWithOtp(phone, code);
    } catch (error) {
      setCodeError(loginErrorMessage(error));
      throw error;
    }
    signedIn();
  };

  const submitPassword = async (login: string, password: string) => {
    setPasswordError(undefined);
    try {
      await signInWithPassword(root, login, password);
    } catch (error) {
      setPasswordError(passwordFailure(error));
      throw error;
    }
    signedIn();
  };

  return (
    <Modal
      opened={status}
      onClose={close}
      title="ورود یا ثبت‌نام"
      centered
      fullScreen={general.media.mobile}
      radius="md"
      size="sm"
    >
      {key === 'redirect' && (
        <Text size="sm" c="dimmed" mb="sm">
          برای ادامه، وارد حساب کاربری خود شوید.
        </Text>
      )}
      <OtpLoginForm
        onRequestCode={requestCode}
        onSubmitCode={submitCode}
        phoneError={phoneError}
        codeError={codeError}
        onSubmitPassword={submitPassword}
        passwordError={passwordError?.message}
        passwordLocked={passwordError?.locked}
        resendAfter={resendAfter}
        defaultPhone={general.phoneNumberForLogin}
      />
    </Modal>
  );
});
