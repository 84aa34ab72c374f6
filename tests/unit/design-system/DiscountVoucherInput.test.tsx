import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { DiscountVoucherInput, normalizeVoucherCode } from '../../../src/design-system/DiscountVoucherInput';

describe('DiscountVoucherInput', () => {
  it('cleans codes: Latin digits, upper case, no spaces', () => {
    expect(normalizeVoucherCode(' safar ۱۴۰۵ ')).toBe('SAFAR1405');
    expect(normalizeVoucherCode('٣٣')).toBe('33');
  });

  it('applies with the button or Enter, and refuses an empty code', async () => {
    const onApply = vi.fn();
    render(<ThemeProvider><DiscountVoucherInput onApply={onApply} onRemove={vi.fn()} /></ThemeProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'اعمال' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('کد تخفیف را وارد کنید.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'کد تخفیف' }), 'nowruz{Enter}');
    expect(onApply).toHaveBeenCalledWith('NOWRUZ');
    expect(screen.queryByText('کد تخفیف را وارد کنید.')).toBeNull();
  });

  it('does not apply twice while loading, and shows the server error', async () => {
    const onApply = vi.fn();
    render(<ThemeProvider><DiscountVoucherInput onApply={onApply} onRemove={vi.fn()} loading defaultValue="X1" error="کد نامعتبر است." /></ThemeProvider>);
    await userEvent.type(screen.getByRole('textbox', { name: 'کد تخفیف' }), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('کد نامعتبر است.')).toBeInTheDocument();
  });

  it('shows an applied code with its saving and removes it', async () => {
    const onRemove = vi.fn();
    render(<ThemeProvider><DiscountVoucherInput onApply={vi.fn()} onRemove={onRemove} appliedCode="SAFAR1405" appliedAmount={5_000_000} /></ThemeProvider>);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/تخفیف:/)).toHaveTextContent('۵٬۰۰۰٬۰۰۰');
    await userEvent.click(screen.getByRole('button', { name: 'حذف کد تخفیف SAFAR1405' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
