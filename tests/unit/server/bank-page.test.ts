import { describe, expect, it } from 'vitest';
import { bankPage } from '../../../server/services/payment/pages';

/** The text a person reads: no style sheet, no tags or attribute values; Latin names such as CVV2 left out. */
function visibleText(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/CVV2/g, '');
}

describe('the sandbox bank page (issue 18: Persian digits)', () => {
  it('prints the amount, the test cards and the wrong password in Persian digits, and the payment id whole in Latin', () => {
    const html = bankPage({
      authority: '3f2a9c10-4b7d-4e21-9a55-1234567890ab', amount: 12_500_000, merchant: 'سفرآسا',
      expiresAt: new Date('2026-11-25T08:15:00Z'), error: { field: 'pan', message: 'شماره کارت معتبر نیست.' },
    });
    const text = visibleText(html);
    // One rule for identifiers (formatCode): a code with Latin letters stays Latin, one left-to-right unit.
    expect(html).toContain('<code dir="ltr">3f2a9c10-4b7</code>');
    expect(text.replace('3f2a9c10-4b7', '')).not.toMatch(/[0-9]/);
    expect(text).toContain('۶۰۳۷-۹۹۱۱-۱۱۱۱-۱۱۱۲');
    // Its own icon: without one the browser asks for /favicon.ico.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it('writes a payment id that happens to start with twelve digits in Latin too: it is hex, a code', () => {
    const html = bankPage({ authority: '438763082263aa0f9c1b2d3e4f5a6b7c', amount: 1_000, merchant: 'سفرآسا', expiresAt: new Date('2026-11-25T08:15:00Z') });
    expect(html).toContain('<code dir="ltr">438763082263</code>');
  });
});
