import { Button, Divider, Drawer, NavLink, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconLogin, IconLogout, IconUser } from '@tabler/icons-react';
import type { RenderLink } from '../links';
import { PriceText } from '../PriceText';
import { Brand } from './Brand';
import { isActiveHref, type NavItem } from './nav-links';
import classes from './AppHeader.module.css';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  productLinks: readonly NavItem[];
  accountLinks: readonly NavItem[];
  userName?: string;
  walletBalance?: number;
  activeHref?: string;
  renderLink: RenderLink;
  onLogin?: () => void;
  onLogout?: () => void;
  /** Offers «نصب برنامه» when the browser can install the app (or on iOS Safari). */
  onInstall?: () => void;
}

/** The phone menu: a drawer from the start (right) edge with products, then the account. */
export function MobileMenu({
  opened, onClose, productLinks, accountLinks, userName, walletBalance, activeHref, renderLink, onLogin, onLogout, onInstall,
}: MobileMenuProps) {
  // A link click navigates (through the app's router) and the drawer gets out of the way.
  const link = (item: NavItem) => {
    const Icon = item.icon;
    const active = isActiveHref(item.href, activeHref);
    return (
      <NavLink
        key={item.href}
        label={item.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        leftSection={Icon && <Icon size={20} aria-hidden />}
        className={classes.drawerLink}
        renderRoot={({ onClick, ...props }) => renderLink({ ...props, href: item.href, onClick: (e) => { onClick?.(e); onClose(); } })}
      />
    );
  };

  return (
    // Built from parts so its head is a <div>: Mantine's <header> would be a second banner beside AppHeader.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(20rem, 85vw)">
      <Drawer.Overlay />
      <Drawer.Content aria-label="منوی اصلی">
        <div className={classes.drawerHead}>
          <Brand href="/" renderLink={renderLink} />
          <Drawer.CloseButton aria-label="بستن منو" size="lg" />
        </div>
        <Drawer.Body className={classes.drawerBody}>
          <nav aria-label="محصولات">{productLinks.map(link)}</nav>
          <Divider my="sm" />
          {userName ? (
            <nav aria-label="حساب کاربری">
              <Text fw={700} className={classes.drawerUser}>
                <IconUser size={18} aria-hidden />
                {userName}
              </Text>
              {walletBalance !== undefined && (
                <Text size="sm" c="dimmed" className={classes.drawerWallet}>
                  موجودی کیف پول: <PriceText amount={walletBalance} size="sm" c="var(--mantine-color-text)" />
                </Text>
              )}
              {accountLinks.map(link)}
              <Button variant="subtle" color="red.9" size="md" fullWidth justify="flex-start"
                leftSection={<IconLogout size={20} aria-hidden />}
                onClick={() => { onClose(); onLogout?.(); }}>
                خروج
              </Button>
            </nav>
          ) : (
            <Button size="md" fullWidth leftSection={<IconLogin size={20} aria-hidden />}
              onClick={() => { onClose(); onLogin?.(); }}>
              ورود یا ثبت‌نام
            </Button>
          )}
          {onInstall && (
            <>
              <Divider my="sm" />
              <NavLink component="button" label="نصب برنامه" description="دسترسی سریع و بلیت‌ها بدون اینترنت"
                leftSection={<IconDeviceMobileDown size={20} aria-hidden />} className={classes.drawerLink}
                onClick={() => { onClose(); onInstall(); }} />
            </>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
