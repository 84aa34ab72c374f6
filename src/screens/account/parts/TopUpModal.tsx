import { Button, Chip, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PriceText } from '../../../design-system';
import { formatNumber, parseWholeNumber } from '../../../domain';
import { useStores } from '../../../stores';
import { firstOf, serverFieldErrors } from './form-errors';
import { failureMessage } from './load';

/** The payment service's smallest wallet charge, rials. */
export const MIN_TOP_UP = 10_000;
const PRESETS = [1_000_000, 5_000_000, 10_000_000];

export function topUpError(text: string): string | undefined {
  const amount = parseWholeNumber(text, { allowSeparators: true });
  if (amount === null) return 'مبلغ را با عدد وارد کنید.';
  if (amount < MIN_TOP_UP) return `کمترین مبلغ شارژ ${formatNumber(MIN_TOP_UP)} ریال است.`;
  return undefined;
}

/** "افزایش موجودی": an amount, then the bank page (Pay/Create without an order charges the wallet). */
export function TopUpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const root = useStores();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const local = topUpError(text);
  const amount = parseWholeNumber(text, { allowSeparators: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (local || amount === null) return;
    setSending(true);
    try {
      // The deployment's default gateway (Pay/Gateways' first); unknown, SPEC's default.
      const [gateway] = await root.api.payment.gateways().catch(() => []);
      const answer = await root.api.payment.create({ amount, gatewayId: gateway?.id });
      window.location.assign(answer.url);
    } catch (error) {
      setServer(firstOf(serverFieldErrors(error), 'amount') ?? failureMessage(error));
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="افزایش موجودی کیف پول" centered>
      <form onSubmit={submit} noValidate>
        <Chip.Group value={String(amount ?? '')} onChange={(v) => setText(formatNumber(Number(v)))}>
          <Group gap="xs" mb="sm" role="group" aria-label="مبلغ‌های پیشنهادی">
            {PRESETS.map((p) => <Chip key={p} value={String(p)}>{formatNumber(p)} ریال</Chip>)}
          </Group>
        </Chip.Group>
        <TextInput size="md" label="مبلغ (ریال)" inputMode="numeric" value={text} autoComplete="off"
          onChange={(e) => {
            setText(e.currentTarget.value);
            setServer(undefined);
          }}
          error={(submitted ? local : undefined) ?? server} />
        {amount !== null && !local && (
          <Text size="sm" c="dimmed" mt="xs">پرداخت <PriceText amount={amount} size="sm" /> در درگاه بانکی</Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={sending}>انصراف</Button>
          <Button type="submit" loading={sending}>پرداخت</Button>
        </Group>
      </form>
    </Modal>
  );
}
