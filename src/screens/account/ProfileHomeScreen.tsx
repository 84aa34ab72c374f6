import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EmptyState, OrderListItem, WalletBalanceCard } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { routerLink } from '../shared/router-link';
import { LoadView, useLoad } from './parts/load';
import { PROFILE_MENU, profileHref } from './parts/menu';
import { orderDetailsHref, orderListItem } from './parts/order-view';
import { PageHeader } from './parts/PageHeader';
import { useProfile } from './parts/profile-context';
import { displayName } from './parts/user';
import classes from './ProfileHomeScreen.module.css';

const RECENT_ORDERS = 3;

/** /profile/: a greeting, the wallet (phones), the latest orders and a card per section. */
export const ProfileHomeScreen = observer(function ProfileHomeScreen() {
  const root = useStores();
  const { balance, topUp } = useProfile();
  const orders = useLoad(() => root.api.orders.currentUserOrders({ pageNumber: 1, pageSize: RECENT_ORDERS }), 'recent');

  return (
    <div className={classes.root}>
      <PageHeader title={`سلام، ${displayName(root.auth.user)}`} text="خلاصه حساب کاربری شما در سفرآسا" />

      <div className={classes.wallet}>
        <WalletBalanceCard
          balance={balance.status === 'ready' ? balance.data.balance : 0}
          giftCredit={balance.status === 'ready' ? balance.data.giftBalance : 0}
          loading={balance.status === 'loading'}
          onTopUp={topUp}
        />
      </div>

      <section aria-labelledby="recent-orders" className={classes.section}>
        <div className={classes.sectionHead}>
          <Title order={2} size="h4" id="recent-orders">آخرین سفارش‌ها</Title>
          <Anchor component={Link} to={profileHref('my-travels')} size="sm">همه سفرها</Anchor>
        </div>
        <LoadView state={orders.state} reload={orders.reload}>
          {(page) => page.items.length === 0 ? (
            <EmptyState title="هنوز سفری ندارید" text="اولین بلیت خود را جستجو و رزرو کنید." action={{ label: 'جستجوی پرواز', href: '/' }}
              renderLink={routerLink} />
          ) : (
            <>
              <Text size="sm" c="dimmed">{toPersianDigits(page.totalCount)} سفارش در حساب شما ثبت شده است.</Text>
              <ul className={classes.orders}>
                {page.items.map((order) => (
                  <li key={order.id}>
                    <OrderListItem order={orderListItem(order)} detailsHref={orderDetailsHref(order.id)} renderLink={routerLink} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </LoadView>
      </section>

      <nav aria-label="بخش‌های حساب">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {PROFILE_MENU.filter((item) => item.path).map((item) => (
            <Paper key={item.path} component={Link} to={profileHref(item.path)} withBorder radius="md" className={classes.card}>
              <item.icon size={24} aria-hidden className={classes.cardIcon} />
              <Text fw={500} className={classes.cardLabel}>{item.label}</Text>
              <IconChevronLeft size={18} aria-hidden />
            </Paper>
          ))}
        </SimpleGrid>
      </nav>
    </div>
  );
});
