import { Avatar, Button, Container, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { lazyOverlay, WalletBalanceCard } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { useBackClosable } from '../shared/useBackClosable';
import { useLoad } from './parts/load';
import { activeMenuPath, PROFILE_MENU, profileHref } from './parts/menu';
import type { ProfileContext } from './parts/profile-context';
import { displayName } from './parts/user';
import classes from './ProfileLayout.module.css';

// The wallet's top-up form (a modal with its focus trap and scroll lock) loads apart from the layout.
const TopUpModal = lazyOverlay(async () => ({ default: (await import('./parts/TopUpModal')).TopUpModal }));

/** /profile/: who is signed in, the wallet, the section menu (side on desktop, a strip on phones) and the page. */
export const ProfileLayout = observer(function ProfileLayout() {
  const root = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeMenuPath(pathname);
  const user = root.auth.user;

  const balance = useLoad(async () => {
    const answer = await root.api.wallet.currentUserBalance();
    root.wallet.setInventory(answer.balance);
    return answer;
  }, 'balance');

  // On phones the menu is a scrolling strip: keep the current section in view.
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  useEffect(() => {
    if (!root.auth.user) root.auth.loadCurrentUser().catch(() => undefined);
  }, [root]);

  const logout = async () => {
    await root.auth.logout();
    root.wallet.clear();
    navigate('/');
  };

  const topUp = useBackClosable();
  const context: ProfileContext = { balance: balance.state, reloadBalance: balance.reload, topUp: topUp.open };
  const name = displayName(user);
  const wallet = (
    <WalletBalanceCard
      balance={balance.status === 'ready' ? balance.data.balance : root.wallet.inventory ?? 0}
      giftCredit={balance.status === 'ready' ? balance.data.giftBalance : 0}
      loading={balance.status === 'loading'}
      onTopUp={topUp.open}
    />
  );

  return (
    <Container size="lg" className={classes.root}>
      <aside className={classes.aside} aria-label="حساب کاربری">
        <Paper withBorder radius="lg" className={classes.user}>
          <Avatar color="brand" radius="xl" size="lg" aria-hidden>{name.slice(0, 1)}</Avatar>
          <div className={classes.who}>
            <Text fw={700} className={classes.name}>{name}</Text>
            {user && <Text size="sm" c="dimmed"><bdi>{toPersianDigits(user.phoneNumber)}</bdi></Text>}
          </div>
          <UnstyledButton className={classes.logoutIcon} onClick={logout} aria-label="خروج از حساب">
            <IconLogout size={20} aria-hidden />
          </UnstyledButton>
        </Paper>
        <div className={classes.wallet}>{wallet}</div>
        <nav aria-label="بخش‌های حساب کاربری" className={classes.nav}>
          <ul className={classes.menu} ref={menu}>
            {PROFILE_MENU.map((item) => (
              <li key={item.path}>
                <Link to={profileHref(item.path)} className={classes.link} data-active={item.path === active || undefined}
                  aria-current={item.path === active ? 'page' : undefined}>
                  <item.icon size={20} aria-hidden />
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Button variant="subtle" color="red" className={classes.logout} leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
            خروج از حساب
          </Button>
        </nav>
      </aside>
      <section className={classes.page}>
        <Outlet context={context} />
      </section>
      <TopUpModal opened={topUp.opened} onClose={topUp.close} />
    </Container>
  );
});
