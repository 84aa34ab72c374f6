import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { WalletToggle, walletSplit } from '../../../src/design-system/WalletToggle';

describe('WalletToggle', () => {
  it('splits the payment: the wallet pays what it can', () => {
    expect(walletSplit(12, 48)).toEqual({ used: 12, remaining: 36 });
    expect(walletSplit(80, 48)).toEqual({ used: 48, remaining: 0 });
    expect(walletSplit(80, 48, false)).toEqual({ used: 0, remaining: 48 });
    expect(walletSplit(-5, 48)).toEqual({ used: 0, remaining: 48 });
  });

  it('reports the switch and shows used and remaining when on', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ThemeProvider><WalletToggle balance={12_000_000} payable={48_550_000} checked={false} onChange={onChange} /></ThemeProvider>);
    await userEvent.click(screen.getByRole('switch', { name: /پرداخت از کیف پول/ }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<ThemeProvider><WalletToggle balance={12_000_000} payable={48_550_000} checked onChange={onChange} /></ThemeProvider>);
    expect(screen.getByText('باقی‌مانده برای پرداخت').closest('div')).toHaveTextContent('۳۶٬۵۵۰٬۰۰۰');
  });

  it('is disabled with a reason when the balance is zero, even if checked', () => {
    render(<ThemeProvider><WalletToggle balance={0} payable={1000} checked onChange={vi.fn()} /></ThemeProvider>);
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByText('موجودی کیف پول شما صفر است.')).toBeInTheDocument();
  });
});
