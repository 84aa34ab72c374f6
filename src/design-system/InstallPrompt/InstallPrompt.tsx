import { Button, Group, List, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconCheck, IconShare2, IconSquarePlus, IconTicket } from '@tabler/icons-react';
import classes from './InstallPrompt.module.css';

export type InstallPromptVariant = 'prompt' | 'ios';

export interface InstallPromptProps {
  opened: boolean;
  /** `prompt`: the browser can install (its own dialog follows «نصب»); `ios`: Safari's Add to Home Screen steps. */
  variant: InstallPromptVariant;
  /** «نصب»: opens the browser's install dialog. */
  onInstall?: () => void;
  /** «نه، ممنون»: the install entry stays hidden for a long while. */
  onDismiss: () => void;
  /** Closed for now (the close button, Escape, «متوجه شدم»). */
  onClose: () => void;
  /** The browser's dialog is open. */
  installing?: boolean;
}

const BENEFITS = [
  { icon: IconBolt, text: 'با یک لمس از صفحه اصلی گوشی یا رایانه باز می‌شود.' },
  { icon: IconTicket, text: 'بلیت‌هایی که باز کرده‌اید بدون اینترنت هم در دسترس‌اند.' },
  { icon: IconCheck, text: 'جای کمی می‌گیرد و همیشه تازه‌ترین نسخه است.' },
];

/** Installing the app, asked for from the header's or the phone menu's «نصب برنامه» (never on its own). */
export function InstallPrompt({ opened, variant, onInstall, onDismiss, onClose, installing = false }: InstallPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="نصب سفرآسا" centered radius="md" closeButtonProps={{ 'aria-label': 'بستن' }}
      classNames={{ title: classes.title }}>
      {variant === 'prompt' ? (
        <>
          <Text mb="md">سفرآسا را مثل یک برنامه روی دستگاه‌تان نصب کنید:</Text>
          <List spacing="sm" center className={classes.list}>
            {BENEFITS.map(({ icon: Icon, text }) => (
              <List.Item key={text} icon={<ThemeIcon variant="light" radius="xl" size="md"><Icon size={16} aria-hidden /></ThemeIcon>}>{text}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onDismiss} disabled={installing}>نه، ممنون</Button>
            <Button onClick={onInstall} loading={installing}>نصب</Button>
          </Group>
        </>
      ) : (
        <>
          <Text mb="md">در سافاری آیفون یا آیپد، سفرآسا را این‌طور به صفحه اصلی اضافه کنید:</Text>
          <List type="ordered" spacing="sm" className={classes.list}>
            <List.Item>
              دکمه اشتراک‌گذاری <IconShare2 size={20} className={classes.inlineIcon} aria-label="(اشتراک‌گذاری)" role="img" /> را در نوار سافاری بزنید.
            </List.Item>
            <List.Item>
              در فهرست، «افزودن به صفحهٔ اصلی» <IconSquarePlus size={20} className={classes.inlineIcon} aria-hidden /> را انتخاب کنید.
            </List.Item>
            <List.Item>روی «افزودن» بزنید؛ سفرآسا کنار برنامه‌های دیگرتان می‌نشیند.</List.Item>
          </List>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onDismiss}>نه، ممنون</Button>
            <Button onClick={onClose}>متوجه شدم</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
