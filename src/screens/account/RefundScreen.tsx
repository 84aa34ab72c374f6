import { Alert, Anchor, Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { RefundDestination, RefundQuote } from '../../contract';
import { EmptyState, RefundItemsPicker, RefundQuoteCard, refundWordsOf, showToast } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { routerLink } from '../shared/router-link';
import { firstOf, serverFieldErrors } from './parts/form-errors';
import { failureMessage, LoadView, useLoad } from './parts/load';
import { profileHref } from './parts/menu';
import { orderDetailsHref } from './parts/order-view';
import { PageHeader } from './parts/PageHeader';
import { useProfile } from './parts/profile-context';
import { refundFormErrors, shebaOf, VISA_REFUND_NOTE, type RefundForm } from './parts/refund-form';
import classes from './parts/parts.module.css';

/** …/order-details/refund/?orderId=&proposalId=: choose tickets, a reason and where the money goes; see the quote; confirm. */
export function RefundScreen() {
  const root = useStores();
  const profile = useProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const proposalId = params.get('proposalId') ?? undefined;
  const loaded = useLoad(async () => {
    const order = await root.api.orders.getById(orderId);
    if (order.product === 'Visa') return { order, items: [], reasons: [] };
    const [refundable, reasons] = await Promise.all([root.api.refund.refundableItems(orderId, proposalId), root.api.refund.reasons()]);
    // The airline's doing waives a ticket's penalty, not a hotel's or a CIP service's: those offer the traveller's own reasons only.
    return { order, items: refundable.items, reasons: order.product === 'Hotel' || order.product === 'Cip' || order.product === 'Tour' ? reasons.filter((r) => !r.involuntary) : reasons };
  }, `${orderId}/${proposalId ?? ''}`, Boolean(orderId));

  const [form, setForm] = useState<RefundForm>({ itemIds: [], reasonId: '', destination: 'Wallet', sheba: '', accountHolder: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: Partial<RefundForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setQuote(null);
  };

  const showServerErrors = (error: unknown) => {
    const fields = serverFieldErrors(error);
    const itemError = Object.entries(fields).find(([k]) => k.startsWith('itemIds'))?.[1][0];
    const shown = { itemIds: itemError, reasonId: firstOf(fields, 'reasonId'), sheba: firstOf(fields, 'sheba') };
    setErrors(shown);
    if (!Object.values(shown).some(Boolean)) void showToast(failureMessage(error, 'این سفارش در سفارش‌های شما پیدا نشد.'), 'error');
  };

  const askQuote = async () => {
    const product = loaded.state.status === 'ready' ? loaded.state.data.order.product : '';
    const found = refundFormErrors(form, refundWordsOf(product).unit);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      setQuote(await root.api.refund.quote({ orderId, itemIds: form.itemIds, reasonId: Number(form.reasonId) }));
    } catch (error) {
      showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const made = await root.api.refund.create({
        orderId, itemIds: form.itemIds, reasonId: Number(form.reasonId), destination: form.destination,
        ...(form.destination === 'BankAccount' ? { sheba: shebaOf(form.sheba), accountHolder: form.accountHolder || undefined } : {}),
        description: form.description.trim() || undefined,
      });
      profile.reloadBalance();
      void showToast(made.status === 'Refunded' ? 'استرداد انجام شد.' : 'درخواست استرداد ثبت شد.', 'success');
      navigate(orderDetailsHref(orderId));
    } catch (error) {
      setQuote(null);
      showServerErrors(error);
      setBusy(false);
    }
  };

  const back = (
    <Anchor component={Link} to={orderId ? orderDetailsHref(orderId) : profileHref('my-travels')} size="sm">
      <Group gap={4} component="span"><IconArrowRight size={16} aria-hidden />{orderId ? 'جزئیات سفارش' : 'سفرهای من'}</Group>
    </Anchor>
  );
  if (!orderId) {
    return (
      <div className={classes.stack}>
        <PageHeader title="درخواست استرداد" action={back} />
        <EmptyState title="سفارشی انتخاب نشده است" text="استرداد را از جزئیات یک سفارش صادرشده آغاز کنید."
          action={{ label: 'سفرهای من', href: profileHref('my-travels') }} renderLink={routerLink} />
      </div>
    );
  }

  return (
    <div className={classes.stack}>
      <PageHeader title="درخواست استرداد" action={back} />
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این سفارش در سفارش‌های شما پیدا نشد.">
        {({ order, items, reasons }) => {
          const header = <Text c="dimmed" size="sm">سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>;
          const hotel = order.product === 'Hotel';
          const words = refundWordsOf(order.product);
          if (order.product === 'Visa') {
            return <>{header}<Alert color="brand" icon={<IconInfoCircle aria-hidden />} title="استرداد روادید">{VISA_REFUND_NOTE}</Alert></>;
          }
          if (!items.some((i) => i.refundable)) {
            return (
              <>
                {header}
                <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={`${words.unit} قابل استردادی نیست`}>
                  {items.find((i) => i.reason)?.reason ?? `هیچ ${words.unit}ی از این سفارش قابل استرداد نیست.`}
                </Alert>
              </>
            );
          }
          return (
            <>
              {header}
              <Paper withBorder radius="md" p="md">
                <Stack gap="md">
                  <RefundItemsPicker items={items} value={form.itemIds} onChange={(itemIds) => change({ itemIds })} error={errors.itemIds} disabled={busy} words={words} />
                  <NativeSelect
                    label="دلیل استرداد" data={[{ value: '', label: 'دلیل را انتخاب کنید' }, ...reasons.map((r) => ({ value: String(r.id), label: r.title }))]}
                    value={form.reasonId} onChange={(e) => change({ reasonId: e.currentTarget.value })} error={errors.reasonId} disabled={busy}
                    description={hotel ? 'مبلغ بازگشتی طبق قوانین لغو هتل و روزهای مانده تا ورود حساب می‌شود.'
                      : order.product === 'Cip' ? 'مبلغ بازگشتی طبق قوانین لغو خدمات CIP و ساعت‌های مانده تا خدمت حساب می‌شود.'
                      : order.product === 'Tour' ? 'مبلغ بازگشتی هر مسافر طبق قوانین لغو تور و روزهای مانده تا حرکت حساب می‌شود.'
                      : 'اگر ایرلاین پرواز را لغو کرده یا با تأخیر زیاد انجام داده، همان را انتخاب کنید: جریمه‌ای کسر نمی‌شود.'}
                  />
                  <Radio.Group label="بازگشت وجه" value={form.destination} onChange={(v) => change({ destination: v as RefundDestination })}>
                    <Group gap="lg" mt="xs">
                      <Radio value="Wallet" label="به کیف پول (سریع‌تر)" disabled={busy} />
                      <Radio value="BankAccount" label="به حساب بانکی (شبا)" disabled={busy} />
                    </Group>
                  </Radio.Group>
                  {form.destination === 'BankAccount' && (
                    <Group grow align="flex-start">
                      <TextInput label="شماره شبا" placeholder="IR۰۶۲۹۶۰۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱" dir="ltr" value={form.sheba}
                        onChange={(e) => change({ sheba: e.currentTarget.value })} error={errors.sheba} disabled={busy} />
                      <TextInput label="نام صاحب حساب" value={form.accountHolder} onChange={(e) => change({ accountHolder: e.currentTarget.value })} disabled={busy} />
                    </Group>
                  )}
                  <Textarea label="توضیحات (اختیاری)" value={form.description} maxLength={500} rows={2}
                    onChange={(e) => change({ description: e.currentTarget.value })} disabled={busy} />
                  {!quote && <Group><Button onClick={askQuote} loading={busy}>مشاهده مبلغ استرداد</Button></Group>}
                </Stack>
              </Paper>
              {quote && (
                <>
                  <RefundQuoteCard quote={quote} destination={form.destination} sheba={form.destination === 'BankAccount' ? shebaOf(form.sheba) : null} words={words} />
                  <Group>
                    <Button color="red" onClick={confirm} loading={busy}>تأیید و ثبت درخواست استرداد</Button>
                    <Button variant="default" onClick={() => setQuote(null)} disabled={busy}>ویرایش</Button>
                  </Group>
                </>
              )}
            </>
          );
        }}
      </LoadView>
    </div>
  );
}
