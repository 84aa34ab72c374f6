import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { baseFareOf, payableTotal, PriceBreakdown } from '../../../src/design-system/PriceBreakdown';
import { familyFares } from '../../../stories/design-system/fixtures/booking';

const rowOf = (label: string) => screen.getByText(label).closest('div')!;

describe('PriceBreakdown', () => {
  it('adds the passenger rows and takes off discount and wallet, never below zero', () => {
    expect(baseFareOf(familyFares)).toBe(63_700_000);
    expect(payableTotal(familyFares, 1_850_000, 5_000_000, 12_000_000)).toBe(48_550_000);
    expect(payableTotal(familyFares, 0, 100_000_000)).toBe(0);
  });

  it('prints "count × kind" rows, a minus discount in green and the total', () => {
    render(<ThemeProvider><PriceBreakdown passengers={familyFares} taxes={1_850_000} discount={5_000_000} walletUsed={12_000_000} /></ThemeProvider>);
    expect(screen.getByText('۲ × بزرگسال')).toBeInTheDocument();
    expect(rowOf('۲ × بزرگسال')).toHaveTextContent('۴۹٬۰۰۰٬۰۰۰');
    expect(rowOf('تخفیف')).toHaveAttribute('data-tone', 'discount');
    expect(rowOf('تخفیف')).toHaveTextContent('منهای۵٬۰۰۰٬۰۰۰');
    expect(rowOf('مبلغ قابل پرداخت')).toHaveTextContent('۴۸٬۵۵۰٬۰۰۰');
  });

  it('leaves out empty passenger kinds and zero rows, and prefers the server total', () => {
    render(<ThemeProvider><PriceBreakdown passengers={[{ ...familyFares[0]!, count: 1 }, { ...familyFares[1]!, count: 0 }]} total={1_000} /></ThemeProvider>);
    expect(screen.queryByText(/کودک/)).toBeNull();
    expect(screen.queryByText('مالیات و عوارض')).toBeNull();
    expect(screen.queryByText('تخفیف')).toBeNull();
    expect(rowOf('مبلغ قابل پرداخت')).toHaveTextContent('۱٬۰۰۰');
  });
});
