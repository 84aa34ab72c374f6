import { SegmentedControl, Text } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import type { WalletFlow } from '../../contract';
import { EmptyState, TransactionRow, type TransactionData } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { LoadView, useLoad } from './parts/load';
import { PageHeader } from './parts/PageHeader';
import { Pager, pageOf } from './parts/Pager';
import classes from './parts/parts.module.css';

export const FLOWS_PAGE_SIZE = 15;

/** A ledger flow as a statement line: the sign of the amount is its direction. */
export function transactionOf(flow: WalletFlow): TransactionData {
  return {
    kind: flow.amount >= 0 ? 'credit' : 'debit',
    amount: Math.abs(flow.amount),
    // Server descriptions may carry Latin digits (bank references).
    description: toPersianDigits(flow.description || flow.kindFa),
    dateTime: flow.createdAt,
    balanceAfter: flow.balanceAfter,
  };
}

const DIRECTIONS = [
  { value: 'all', label: 'همه' },
  { value: 'Credit', label: 'واریز' },
  { value: 'Debit', label: 'برداشت' },
] as const;

/** /profile/transactions/: the wallet's ledger, newest first, paged, in or out. */
export function TransactionsScreen() {
  const root = useStores();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const direction = params.get('direction') === 'Credit' || params.get('direction') === 'Debit' ? params.get('direction') as 'Credit' | 'Debit' : null;
  const flows = useLoad(
    () => root.api.wallet.currentUserFlows({ pageNumber: page, pageSize: FLOWS_PAGE_SIZE, ...(direction ? { direction } : {}) }),
    `${direction}/${page}`,
  );

  const go = (next: { direction?: string; page?: number }) => {
    const query = new URLSearchParams(params);
    const d = next.direction ?? direction ?? 'all';
    if (d === 'all') query.delete('direction');
    else query.set('direction', d);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    else query.delete('page');
    setParams(query);
  };

  return (
    <div className={classes.stack}>
      <PageHeader title="تراکنش‌های کیف پول" text="واریزها و برداشت‌های کیف پول شما، از جدیدترین" />
      <SegmentedControl aria-label="نوع تراکنش" data={DIRECTIONS.map((d) => ({ ...d }))} value={direction ?? 'all'}
        onChange={(value) => go({ direction: value })} size="md" maw={360} />
      <LoadView state={flows.state} reload={flows.reload}>
        {(result) => result.items.length === 0 ? (
          <EmptyState icon={<IconReceipt2 aria-hidden />} title="تراکنشی نیست"
            text={direction || page > 1 ? 'در این بخش تراکنشی پیدا نشد.' : 'پرداخت با کیف پول، استرداد و اعتبار هدیه اینجا ثبت می‌شوند.'} />
        ) : (
          <>
            <Text size="sm" c="dimmed">{toPersianDigits(result.totalCount)} تراکنش</Text>
            <ul className={classes.list} aria-label="تراکنش‌ها">
              {result.items.map((flow) => <TransactionRow key={flow.id} component="li" transaction={transactionOf(flow)} />)}
            </ul>
            <Pager page={page} totalCount={result.totalCount} pageSize={FLOWS_PAGE_SIZE} onChange={(n) => go({ page: n })} />
          </>
        )}
      </LoadView>
    </div>
  );
}
