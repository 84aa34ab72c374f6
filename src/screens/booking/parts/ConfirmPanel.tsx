import { Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BalanceDifference, GiftExceedCount, OrderSummary } from '../../../contract';
import { DiscountVoucherInput, PriceBreakdown, showToast, WalletToggle, type PriceBreakdownProps } from '../../../design-system';
import { useStores } from '../../../stores';
import { firstOf, serverFieldErrors } from '../../account/parts/form-errors';
import { failureMessage } from '../../account/parts/load';
import { GatewayChoice } from './GatewayChoice';

/** Wallet pays everything: ConfirmOrder; otherwise the bank pays the rest after the wallet's part. */
export const walletCovers = (useWallet: boolean, difference: BalanceDifference) => useWallet && difference.difference === 0 && difference.walletAmount > 0;

/** What a product's confirm page says: its price lines, where a wallet-paid order goes, the pay wording. */
export interface ConfirmWording {
  price: Pick<PriceBreakdownProps, 'passengers' | 'lines' | 'taxes'>;
  /** The result page of an order the wallet paid in full (the bank's callback names its own). */
  paidPath: string;
  /** e.g. «پرداخت و دریافت بلیت». */
  payLabel: string;
  /** What paying from the wallet alone does, e.g. «… و بلیت بی‌درنگ صادر می‌شود.». */
  walletNote: string;
}

/** The price with voucher and wallet, and the pay button (wallet/ConfirmOrder, or Pay/Create → the bank page). */
export const ConfirmPanel = observer(function ConfirmPanel({ order: initial, difference: initialDifference, gift = null, wording }: {
  order: OrderSummary;
  difference: BalanceDifference;
  /** CheckGiftExceedCount: how much gift credit this order may take. */
  gift?: GiftExceedCount | null;
  wording: ConfirmWording;
}) {
  const root = useStores();
  const navigate = useNavigate();
  const [amounts, setAmounts] = useState<OrderSummary>(initial);
  const [difference, setDifference] = useState(initialDifference);
  const [voucher, setVoucher] = useState<{ loading: boolean; error?: string }>({ loading: false });
  const [paying, setPaying] = useState(false);
  const useWallet = root.order.useWallet && difference.usableBalance > 0;
  const walletUsed = useWallet ? difference.walletAmount : 0;

  const changeAmounts = async (change: () => Promise<OrderSummary>) => {
    setVoucher({ loading: true });
    try {
      const summary = await change();
      const next = await root.api.wallet.balanceDifference(summary.payableAmount);
      setAmounts(summary);
      setDifference(next);
      setVoucher({ loading: false });
    } catch (error) {
      setVoucher({ loading: false, error: firstOf(serverFieldErrors(error), 'code') ?? Object.values(serverFieldErrors(error))[0]?.[0] ?? failureMessage(error) });
    }
  };

  const pay = async () => {
    setPaying(true);
    try {
      if (walletCovers(useWallet, difference)) {
        await root.api.wallet.confirmOrder(amounts.id);
        navigate(wording.paidPath);
        return;
      }
      const answer = await root.api.payment.create({ orderId: amounts.id, useWallet, gatewayId: root.order.gatewayId });
      window.location.assign(answer.url);
    } catch (error) {
      if (Object.keys(serverFieldErrors(error)).length === 0) void showToast(failureMessage(error), 'error');
      setPaying(false);
    }
  };

  return (
    <>
      <PriceBreakdown {...wording.price} discount={amounts.discountAmount} walletUsed={walletUsed}
        total={amounts.payableAmount - walletUsed} />
      <DiscountVoucherInput
        appliedCode={amounts.voucherCode}
        appliedAmount={amounts.discountAmount}
        loading={voucher.loading}
        error={voucher.error}
        onApply={(code) => changeAmounts(() => root.api.orders.applyDiscountVoucher(amounts.id, code))}
        onRemove={() => changeAmounts(() => root.api.orders.removeDiscountVoucher(amounts.id))}
      />
      <WalletToggle balance={difference.usableBalance} payable={amounts.payableAmount} checked={useWallet}
        onChange={(checked) => root.order.setUseWallet(checked)} disabled={paying} gift={gift} />
      {!walletCovers(useWallet, difference) && <GatewayChoice disabled={paying} />}
      <Button size="lg" fullWidth onClick={pay} loading={paying} leftSection={<IconLock size={20} aria-hidden />}>
        {walletCovers(useWallet, difference) ? 'پرداخت از کیف پول' : wording.payLabel}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {walletCovers(useWallet, difference) ? wording.walletNote : 'به درگاه امن بانکی (شاپرک) منتقل می‌شوید.'}
      </Text>
    </>
  );
});
