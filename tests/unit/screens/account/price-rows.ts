import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';

/** Issue 18: base, taxes and the payable total each under its own label, as the confirm page shows them (baseAmount holds the taxes). */
export function expectPriceRows(region: HTMLElement) {
  const row = (label: string) => within(region).getByText(label).closest('div')!.textContent;
  expect(row('قیمت پایه')).toContain('۲۵٬۰۰۰٬۰۰۰');
  expect(row('مالیات و عوارض')).toContain('۵٬۰۰۰٬۰۰۰');
  expect(row('مبلغ قابل پرداخت')).toContain('۳۰٬۰۰۰٬۰۰۰');
  expect(screen.queryByText('مبلغ پایه')).toBeNull();
}
