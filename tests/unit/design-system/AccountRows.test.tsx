import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { OrderListItem } from '../../../src/design-system/OrderListItem';
import { TransactionRow } from '../../../src/design-system/TransactionRow';
import { WalletBalanceCard } from '../../../src/design-system/WalletBalanceCard';
import { ColourTag, ProductType } from '../../../src/domain/enums';

const wrap = (ui: React.ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('OrderListItem', () => {
  it('maps each SPEC §3 colour tag to a status colour and isolates the order number', () => {
    const base = {
      orderNumber: 'SA-1405', product: ProductType.DomesticFlight, title: 'تهران ← مشهد', date: '2026-11-25',
      amount: 1_000, statusLabel: 'صادر شده',
    };
    const expected = { [ColourTag.Gray]: 'gray', [ColourTag.Green]: 'green', [ColourTag.Blue]: 'brand', [ColourTag.Red]: 'red' };
    for (const [tag, colour] of Object.entries(expected)) {
      const { container, unmount } = wrap(<OrderListItem order={{ ...base, statusColour: Number(tag) as ColourTag }} />);
      expect(container.querySelector('article')).toHaveAttribute('data-status-colour', colour);
      unmount();
    }
    wrap(<OrderListItem order={{ ...base, statusColour: ColourTag.Green }} detailsHref="/profile/my-travels/order-details/" />);
    expect(screen.getByText('SA-۱۴۰۵').tagName).toBe('BDI');
    // A day of travel, written as everywhere else in the app.
    expect(screen.getByText('چهارشنبه ۴ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جزئیات سفارش SA-۱۴۰۵' })).toHaveAttribute('href', '/profile/my-travels/order-details/');
  });
});

describe('TransactionRow', () => {
  it('signs and labels credit and debit, with the Tehran date and time', () => {
    wrap(
      <>
        <TransactionRow transaction={{ kind: 'credit', amount: 5_000, description: 'شارژ', dateTime: '2026-11-18T05:42:00Z', balanceAfter: 7_000 }} />
        <TransactionRow transaction={{ kind: 'debit', amount: 2_000, description: 'خرید', dateTime: '2026-11-18T23:10:00+03:30' }} />
      </>,
    );
    expect(screen.getByText('+')).toBeInTheDocument();
    expect(screen.getByText('−')).toBeInTheDocument();
    // 05:42 UTC is 09:12 in Tehran.
    expect(screen.getByText('۲۷/۰۸/۱۴۰۵، ساعت ۰۹:۱۲')).toBeInTheDocument();
    expect(screen.getByText(/^واریز/)).toBeInTheDocument();
    expect(screen.getByText(/^برداشت/)).toBeInTheDocument();
    expect(screen.getAllByText(/مانده/)).toHaveLength(1);
  });
});

describe('WalletBalanceCard', () => {
  it('shows the gift part only when there is one, and no numbers while loading', () => {
    const { rerender } = wrap(<WalletBalanceCard balance={62_500_000} giftCredit={5_000_000} onTopUp={() => {}} />);
    expect(screen.getByText(/اعتبار هدیه/)).toHaveTextContent('۵٬۰۰۰٬۰۰۰');
    rerender(<ThemeProvider><WalletBalanceCard balance={62_500_000} onTopUp={() => {}} /></ThemeProvider>);
    expect(screen.queryByText(/اعتبار هدیه/)).toBeNull();
    rerender(<ThemeProvider><WalletBalanceCard balance={62_500_000} loading onTopUp={() => {}} /></ThemeProvider>);
    expect(screen.queryByText(/۶۲٬۵۰۰٬۰۰۰/)).toBeNull();
    expect(screen.getByRole('button', { name: 'افزایش موجودی' })).toBeDisabled();
  });
});
