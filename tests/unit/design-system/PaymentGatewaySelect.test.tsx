import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { PaymentGatewaySelect } from '../../../src/design-system/PaymentGatewaySelect';
import { gateways } from '../../../stories/design-system/fixtures/booking';

describe('PaymentGatewaySelect', () => {
  it('chooses gateway 1 by default and reports a new choice', async () => {
    const onChange = vi.fn();
    render(<ThemeProvider><PaymentGatewaySelect gateways={gateways} onChange={onChange} /></ThemeProvider>);
    expect(screen.getByRole('radio', { name: /بانک ملت/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /بانک پاسارگاد/ }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('radio', { name: /بانک پاسارگاد/ })).toBeChecked();
  });

  it('falls back to the first enabled gateway when 1 is missing, and never picks a disabled one', async () => {
    const onChange = vi.fn();
    render(<ThemeProvider><PaymentGatewaySelect gateways={gateways.slice(1)} onChange={onChange} /></ThemeProvider>);
    expect(screen.getByRole('radio', { name: /بانک سامان/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /زرین‌پال/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws a badge with the short name when there is no logo', () => {
    render(<ThemeProvider><PaymentGatewaySelect gateways={gateways} /></ThemeProvider>);
    // The first word after «بانک», cut to fit the 40 px badge.
    expect(screen.getByText('پاسا')).toHaveAttribute('data-fallback');
    expect(screen.getByText('ZP')).toHaveAttribute('aria-hidden', 'true');
  });
});
