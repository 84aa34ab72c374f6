import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconWallet } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain';
import { PriceText } from '../PriceText';
import type { RefundDestinationKind, RefundQuoteData } from './types';
import { TICKET_REFUND_WORDS, type RefundWords } from './words';

export interface RefundQuoteCardProps {
  quote: RefundQuoteData;
  destination: RefundDestinationKind;
  /** The Sheba the money goes to, for BankAccount. */
  sheba?: string | null;
  /** The product's words: tickets or rooms. @default TICKET_REFUND_WORDS */
  words?: RefundWords;
}

function Row({ label, amount, strong = false, negative = false }: { label: string; amount: number; strong?: boolean; negative?: boolean }) {
  return (
    <Group justify="space-between" component="div">
      <Text component="dt" fw={strong ? 700 : 400}>{label}</Text>
      <Text component="dd" m={0} c={negative ? 'red.8' : undefined}>
        {negative && amount > 0 ? '− ' : ''}<PriceText amount={amount} fw={strong ? 700 : 500} c="inherit" />
      </Text>
    </Group>
  );
}

function timing(minutes: number): string {
  if (minutes <= 0) return 'بلافاصله پس از تأیید';
  if (minutes < 60) return `حدود ${toPersianDigits(minutes)} دقیقه پس از تأیید`;
  return `حدود ${toPersianDigits(Math.round(minutes / 60))} ساعت پس از تأیید`;
}

/** Before confirming: what was paid, the fare rules' penalty, what comes back and where to. */
export function RefundQuoteCard({ quote, destination, sheba, words = TICKET_REFUND_WORDS }: RefundQuoteCardProps) {
  const toWallet = destination === 'Wallet';
  const bankPart = toWallet ? 0 : quote.amount - quote.giftAmount;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="refund-quote-title">
      <Title order={2} size="h5" id="refund-quote-title" mb="sm">مبلغ استرداد</Title>
      <Stack gap={6} component="dl" m={0}>
        <Row label={`مبلغ پرداختی (${toPersianDigits(quote.items.length)} ${words.unit})`} amount={quote.paidAmount} />
        <Row label={words.penaltyLabel} amount={quote.penalty} negative />
        <Row label="مبلغ بازگشتی" amount={quote.amount} strong />
      </Stack>
      {quote.involuntary && <Text size="sm" fw={500} mt="xs">به دلیل لغو یا تأخیر پرواز از سوی ایرلاین، جریمه‌ای کسر نمی‌شود.</Text>}
      <Alert mt="sm" variant="light" color="brand" icon={toWallet ? <IconWallet size={20} aria-hidden /> : <IconBuildingBank size={20} aria-hidden />}>
        {toWallet ? (
          <Text size="sm">مبلغ بازگشتی {timing(quote.delayMinutes)} به کیف پول شما برمی‌گردد.</Text>
        ) : (
          <Text size="sm">
            <PriceText amount={bankPart} size="sm" c="inherit" /> {timing(quote.delayMinutes)} به حساب
            {sheba ? <> <bdi dir="ltr">{sheba}</bdi></> : ' بانکی شما'} واریز می‌شود.
            {quote.giftAmount > 0 && <> <PriceText amount={quote.giftAmount} size="sm" c="inherit" /> اعتبار هدیه به کیف پول برمی‌گردد.</>}
          </Text>
        )}
      </Alert>
    </Paper>
  );
}
