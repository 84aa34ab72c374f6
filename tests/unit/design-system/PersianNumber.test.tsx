import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { PersianNumber } from '../../../src/design-system/PersianNumber';

const renderIn = (ui: ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('PersianNumber', () => {
  it('groups thousands in Persian digits and keeps the machine value on <data>', () => {
    renderIn(<PersianNumber value={2_450_000} />);
    const number = screen.getByText('۲٬۴۵۰٬۰۰۰');
    expect(number.tagName).toBe('DATA');
    expect(number).toHaveAttribute('value', '2450000');
  });

  it('reads digits typed in any script', () => {
    renderIn(<PersianNumber value="۱۲۵۰۰" />);
    expect(screen.getByText('۱۲٬۵۰۰')).toHaveAttribute('value', '12500');
  });

  it('prints codes and years without separators', () => {
    renderIn(<PersianNumber value={1405} separators={false} />);
    expect(screen.getByText('۱۴۰۵')).toBeInTheDocument();
  });

  it('prints ۰ for negative or non-numeric values (SPEC §2)', () => {
    renderIn(
      <>
        <PersianNumber value={-3} />
        <PersianNumber value="abc" />
        <PersianNumber value={null} />
      </>,
    );
    expect(screen.getAllByText('۰')).toHaveLength(3);
  });
});
