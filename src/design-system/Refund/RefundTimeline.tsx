import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { toPersianDigits } from '../../domain';
import { PriceText } from '../PriceText';
import type { RefundTimelineItem } from './types';
import { TICKET_REFUND_WORDS, type RefundWords } from './words';
import { jalaliDateTime } from '../../domain/date-styles';

export interface RefundTimelineProps {
  /** An order's refund requests, newest first (GetOrderRefunds). */
  refunds: readonly RefundTimelineItem[];
  /** The product's words: tickets or rooms. @default TICKET_REFUND_WORDS */
  words?: RefundWords;
}

function destinationText(r: RefundTimelineItem): ReactNode {
  if (r.destination === 'Wallet') return r.status === 'Refunded' ? 'به کیف پول برگشت' : 'به کیف پول برمی‌گردد';
  const account = r.sheba ? <>حساب <bdi dir="ltr">{r.sheba}</bdi></> : 'حساب بانکی';
  return <>به {account} {r.status === 'Refunded' ? 'واریز شد' : 'واریز می‌شود'}</>;
}

/** Each refund request of an order: requested, then refunded, with the amount and where it went. */
export function RefundTimeline({ refunds, words = TICKET_REFUND_WORDS }: RefundTimelineProps) {
  if (refunds.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="refund-timeline">
      <Title order={2} size="h5" id="refund-timeline" mb="sm">درخواست‌های استرداد</Title>
      <Stack gap="lg">
        {refunds.map((r) => {
          const done = r.status === 'Refunded';
          return (
            <article key={r.id} aria-label={`استرداد ${toPersianDigits(r.itemIds.length)} ${words.unit}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{r.reasonTitle || 'درخواست استرداد'} ({toPersianDigits(r.itemIds.length)} {words.unit})</Text>
                <Badge variant="light" color={done ? 'green' : 'brand'}>{done ? 'استرداد شد' : 'در انتظار استرداد'}</Badge>
              </Group>
              <Timeline active={done ? 1 : 0} bulletSize={14} lineWidth={2}>
                <Timeline.Item title="درخواست ثبت شد">
                  <Text size="xs" c="dimmed"><time dateTime={r.createdAt}>{jalaliDateTime(r.createdAt)}</time></Text>
                  <Text size="sm">جریمه: <PriceText amount={r.penalty} size="sm" fw={500} /></Text>
                </Timeline.Item>
                <Timeline.Item title={done ? 'مبلغ پرداخت شد' : 'در انتظار پرداخت'}>
                  <Text size="xs" c="dimmed">
                    {done && r.completedAt
                      ? <time dateTime={r.completedAt}>{jalaliDateTime(r.completedAt)}</time>
                      : <>تا <time dateTime={r.dueAt}>{jalaliDateTime(r.dueAt)}</time></>}
                  </Text>
                  <Text size="sm">
                    <PriceText amount={r.destination === 'BankAccount' ? r.amount - r.giftAmount : r.amount} size="sm" /> {destinationText(r)}
                  </Text>
                  {r.destination === 'BankAccount' && r.giftAmount > 0 && (
                    <Text size="sm"><PriceText amount={r.giftAmount} size="sm" fw={500} /> اعتبار هدیه به کیف پول {r.status === 'Refunded' ? 'برگشت' : 'برمی‌گردد'}</Text>
                  )}
                  {done && r.bankReference && <Text size="xs" c="dimmed">شماره پیگیری بانک: <bdi>{toPersianDigits(r.bankReference)}</bdi></Text>}
                </Timeline.Item>
              </Timeline>
            </article>
          );
        })}
      </Stack>
    </Paper>
  );
}
