import { Alert, Button, Group, Paper, PasswordInput, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconShieldCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { showToast } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { PageHeader } from './parts/PageHeader';
import classes from './parts/parts.module.css';
import { useProfileForm } from './parts/useProfileForm';

interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const EMPTY: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server's password rule: 8–64 characters with a letter and a digit. */
export function passwordErrors(draft: PasswordDraft, needsCurrent: boolean): Partial<Record<keyof PasswordDraft, string>> {
  const errors: Partial<Record<keyof PasswordDraft, string>> = {};
  const next = draft.newPassword;
  if (needsCurrent && !draft.currentPassword) errors.currentPassword = 'رمز عبور فعلی را وارد کنید.';
  if (next.length < 8) errors.newPassword = 'رمز عبور باید دست‌کم ۸ نویسه باشد.';
  else if (next.length > 64) errors.newPassword = 'رمز عبور نباید بیشتر از ۶۴ نویسه باشد.';
  else if (!/\p{L}/u.test(next) || !/[0-9۰-۹٠-٩]/.test(next)) errors.newPassword = 'رمز عبور باید هم حرف و هم عدد داشته باشد.';
  if (draft.confirmPassword !== next) errors.confirmPassword = 'تکرار رمز عبور با رمز جدید یکی نیست.';
  return errors;
}

/** /profile/auth-data/: the sign-in phone number and setting or changing the password (Account/ChangePassword). */
export const AuthDataScreen = observer(function AuthDataScreen() {
  const root = useStores();
  const user = root.auth.user;
  const hasPassword = user?.hasPassword ?? false;
  const [draft, setDraft] = useState(EMPTY);
  const form = useProfileForm(passwordErrors(draft, hasPassword), async () => {
    await root.api.account.changePassword({
      currentPassword: hasPassword ? draft.currentPassword : undefined,
      newPassword: draft.newPassword,
      confirmPassword: draft.confirmPassword,
    });
    setDraft(EMPTY);
    void showToast(hasPassword ? 'رمز عبور تغییر کرد.' : 'رمز عبور ساخته شد.', 'success');
    await root.auth.loadCurrentUser().catch(() => undefined);
  });
  const edit = (field: keyof PasswordDraft, text: string) => {
    setDraft({ ...draft, [field]: text });
    form.edited(field);
  };

  return (
    <div className={classes.stack}>
      <PageHeader title="موبایل و رمز عبور" text="با شماره موبایل و کد یک‌بارمصرف، یا با رمز عبور وارد حساب شوید." />
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" wrap="nowrap">
          <IconDeviceMobile size={24} aria-hidden />
          <div>
            <Text size="sm" c="dimmed">شماره موبایل ورود</Text>
            <Text fw={700}><bdi>{user ? toPersianDigits(user.phoneNumber) : '—'}</bdi></Text>
          </div>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">شماره موبایل شناسه حساب شماست و از اینجا تغییر نمی‌کند؛ برای تغییر آن با پشتیبانی تماس بگیرید.</Text>
      </Paper>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={form.save} noValidate aria-labelledby="password-form">
        <Title order={2} size="h5" id="password-form" mb="xs">{hasPassword ? 'تغییر رمز عبور' : 'ساخت رمز عبور'}</Title>
        {!hasPassword && (
          <Alert variant="light" icon={<IconShieldCheck aria-hidden />} mb="sm">
            هنوز رمز عبوری ندارید؛ با ساختن آن می‌توانید بدون کد پیامکی هم وارد شوید.
          </Alert>
        )}
        <div className={classes.stack}>
          {hasPassword && (
            <PasswordInput size="md" label="رمز عبور فعلی" autoComplete="current-password" value={draft.currentPassword}
              onChange={(e) => edit('currentPassword', e.currentTarget.value)} {...form.bind('currentPassword')} />
          )}
          <PasswordInput size="md" label="رمز عبور جدید" autoComplete="new-password" value={draft.newPassword}
            description="دست‌کم ۸ نویسه، با حرف و عدد" onChange={(e) => edit('newPassword', e.currentTarget.value)} {...form.bind('newPassword')} />
          <PasswordInput size="md" label="تکرار رمز عبور جدید" autoComplete="new-password" value={draft.confirmPassword}
            onChange={(e) => edit('confirmPassword', e.currentTarget.value)} {...form.bind('confirmPassword')} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={form.saving} disabled={!user}>{hasPassword ? 'تغییر رمز عبور' : 'ساخت رمز عبور'}</Button>
          </Group>
        </div>
      </Paper>
    </div>
  );
});
