import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import classes from './UpdateBanner.module.css';

export interface UpdateBannerProps {
  /** «بارگذاری دوباره»: moves to the new version and reloads the page once. */
  onReload: () => void;
  /** «بعداً»: the new version starts with the next visit. */
  onLater?: () => void;
  /** The reload is under way (the new version is taking over). */
  reloading?: boolean;
  /** Pinned above the page bottom (and above MobileBottomNav); `false` draws it in the flow. @default true */
  floating?: boolean;
}

/**
 * «نسخه جدید آماده است»: a new version of the app is installed and waits for the traveller's consent,
 * so a page never runs on a mix of old and new files. It never interrupts: no focus is taken.
 */
export function UpdateBanner({ onReload, onLater, reloading = false, floating = true }: UpdateBannerProps) {
  return (
    <div className={classes.region} data-floating={floating || undefined}>
      <section className={classes.banner} role="status" aria-live="polite" aria-labelledby="update-banner-title">
        <IconRefresh size={22} aria-hidden className={classes.icon} />
        <div className={classes.text}>
          <Text fw={700} id="update-banner-title">نسخه جدید آماده است</Text>
          <Text size="sm" c="dimmed">با بارگذاری دوباره، تازه‌ترین سفرآسا را می‌بینید.</Text>
        </div>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {onLater && <Button variant="default" onClick={onLater} disabled={reloading}>بعداً</Button>}
          <Button onClick={onReload} loading={reloading}>بارگذاری دوباره</Button>
        </Group>
      </section>
    </div>
  );
}
