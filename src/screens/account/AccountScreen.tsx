import { Button, Group, Paper, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { User } from '../../contract';
import { JalaliDateText, showToast, validateOptionalEmail } from '../../design-system';
import { GENDER_LABELS, Gender, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { Facts } from './parts/Facts';
import { tehranDayOf } from './parts/order-view';
import { PageHeader } from './parts/PageHeader';
import classes from './parts/parts.module.css';
import { useProfileForm } from './parts/useProfileForm';

/** The server's rule for names: letters (any script), spaces, ZWNJ, apostrophes and hyphens. */
const NAME = /^[\p{L}\p{M}\s\u200c'-]+$/u;

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
}

export function draftErrors(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (draft.firstName.trim() && !NAME.test(draft.firstName.trim())) errors.firstName = 'نام فقط می‌تواند حرف داشته باشد.';
  if (draft.lastName.trim() && !NAME.test(draft.lastName.trim())) errors.lastName = 'نام خانوادگی فقط می‌تواند حرف داشته باشد.';
  const email = validateOptionalEmail(draft.email);
  if (!email.ok) errors.email = email.message;
  return errors;
}

const draftOf = (user: User | null): Draft => ({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' });
const GENDER_OF = { Male: Gender.Male, Female: Gender.Female } as const;

/** /profile/account/: the signed-in user's details, with name and e-mail editable (Account/Update). */
export const AccountScreen = observer(function AccountScreen() {
  const root = useStores();
  const user = root.auth.user;
  const [draft, setDraft] = useState<Draft | null>(null);
  const value = draft ?? draftOf(user);
  const form = useProfileForm(draftErrors(value), async () => {
    const updated = await root.api.account.update({
      firstName: value.firstName.trim() || null,
      lastName: value.lastName.trim() || null,
      email: value.email.trim() || null,
    });
    root.auth.setUser(updated);
    setDraft(null);
    void showToast('اطلاعات حساب ذخیره شد.', 'success');
  });
  const edit = (field: keyof Draft, text: string) => {
    setDraft({ ...value, [field]: text });
    form.edited(field);
  };

  return (
    <div className={classes.stack}>
      <PageHeader title="اطلاعات حساب" text="نام و ایمیل شما روی بلیت‌ها و پیام‌های سفرآسا می‌آید." />
      {user && (
        <Paper withBorder radius="md" p="md">
          <Facts items={[
            ['شماره موبایل', <bdi key="p">{toPersianDigits(user.phoneNumber)}</bdi>],
            ['کد ملی', user.nationalCode ? <bdi key="n">{toPersianDigits(user.nationalCode)}</bdi> : 'ثبت نشده'],
            ['تاریخ تولد', user.birthDate ? <JalaliDateText key="b" date={user.birthDate} /> : 'ثبت نشده'],
            ['جنسیت', user.gender ? GENDER_LABELS[GENDER_OF[user.gender]] : 'ثبت نشده'],
            ['عضویت از', <JalaliDateText key="c" date={tehranDayOf(user.createdAt)} />],
          ]} />
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" component="form" onSubmit={form.save} noValidate aria-labelledby="account-form">
        <Title order={2} size="h5" id="account-form" mb="sm">ویرایش اطلاعات</Title>
        <div className={classes.stack}>
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput size="md" label="نام" autoComplete="given-name" value={value.firstName} miw={200}
              onChange={(e) => edit('firstName', e.currentTarget.value)} {...form.bind('firstName')} />
            <TextInput size="md" label="نام خانوادگی" autoComplete="family-name" value={value.lastName} miw={200}
              onChange={(e) => edit('lastName', e.currentTarget.value)} {...form.bind('lastName')} />
          </Group>
          <TextInput size="md" type="email" label="ایمیل" autoComplete="email" dir="ltr" value={value.email}
            onChange={(e) => edit('email', e.currentTarget.value)} {...form.bind('email')} description="اختیاری؛ بلیت به این نشانی هم فرستاده می‌شود." />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={form.saving} disabled={!user}>ذخیره تغییرات</Button>
          </Group>
        </div>
      </Paper>
    </div>
  );
});
