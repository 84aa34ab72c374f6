import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { JalaliDateText, PriceText } from '../../design-system';
import { PASSENGER_KIND_LABELS, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { Facts } from './parts/Facts';
import { LoadView, useLoad } from './parts/load';
import { orderDetailsHref } from './parts/order-view';
import { PageHeader } from './parts/PageHeader';
import classes from './parts/parts.module.css';

/** …/order-details/VisaOrderItems/?orderId=: a visa order's applicants with their passports and price. */
export function VisaOrderItemsScreen() {
  const root = useStores();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const loaded = useLoad(() => root.api.orders.visaOrderById(orderId), orderId);

  return (
    <div className={classes.stack}>
      <PageHeader title="مسافران روادید" action={
        <Anchor component={Link} to={orderDetailsHref(orderId)} size="sm">
          <Group gap={4} component="span"><IconArrowRight size={16} aria-hidden />جزئیات سفارش</Group>
        </Anchor>
      } />
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این درخواست روادید در سفارش‌های شما پیدا نشد.">
        {(order) => (
          <>
            <Text c="dimmed" size="sm">سفارش <bdi>{toPersianDigits(order.number)}</bdi> · {order.visa.destinationFa} · {order.visa.visaTypeFa}</Text>
            <ul className={classes.list}>
              {order.passengers.map((p) => (
                <li key={p.id}>
                  <Paper withBorder radius="md" p="md" component="article" aria-label={`${p.firstNameEn} ${p.lastNameEn}`}>
                    <Text fw={700} mb="xs">
                      {[p.firstNameFa, p.lastNameFa].filter(Boolean).join(' ') || `${p.firstNameEn} ${p.lastNameEn}`}
                      <Text span size="sm" c="dimmed"> ({PASSENGER_KIND_LABELS[p.passengerType]})</Text>
                    </Text>
                    <Facts items={[
                      ['نام لاتین', <bdi key="n" dir="ltr">{`${p.firstNameEn} ${p.lastNameEn}`}</bdi>],
                      ['شماره گذرنامه', <bdi key="p" dir="ltr">{p.passportNumber}</bdi>],
                      ['انقضای گذرنامه', <JalaliDateText key="e" date={p.passportExpiryDate} />],
                      ['تاریخ تولد', <JalaliDateText key="b" date={p.birthDate} />],
                      ['هزینه روادید', <PriceText key="u" amount={order.visa.unitPrice} size="sm" />],
                    ]} />
                  </Paper>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadView>
    </div>
  );
}
