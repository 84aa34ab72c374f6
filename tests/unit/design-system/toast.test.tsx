import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast, ThemeProvider } from '../../../src/design-system';
import { toastBottomOffset } from '../../../src/design-system/toast';

describe('showToast (SPEC §2, §9)', () => {
  it('shows one toast per message while it is on screen, without a close button', async () => {
    render(<ThemeProvider><p>صفحه</p></ThemeProvider>);
    // Two calls failing alike (the search and its date strip) say the same thing once.
    await act(async () => {
      await showToast('مبدأ «XXX» شناخته نشد.', 'error');
      await showToast('مبدأ «XXX» شناخته نشد.', 'error');
      await showToast('مقصد «YYY» شناخته نشد.', 'error');
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 10_000 });
    expect(screen.getAllByText('مبدأ «XXX» شناخته نشد.')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    // The ids are valid DOM ids: no spaces, the same for the same words.
    for (const alert of screen.getAllByRole('alert')) expect(alert.id).toMatch(/^toast-error-[0-9a-z]+$/);
  }, 20_000);
});

describe('toasts clear the bars at the bottom (issue 18)', () => {
  it('sit above the highest bar that touches the bottom, and at the usual gap without one', () => {
    // A 375 × 667 phone: the bottom navigation (56 px) and a price bar stuck above it (64 px).
    expect(toastBottomOffset([{ top: 611, bottom: 667, height: 56 }, { top: 547, bottom: 611, height: 64 }], 667)).toBe(16 + 56);
    expect(toastBottomOffset([{ top: 611, bottom: 667, height: 56 }, { top: 547, bottom: 667, height: 120 }], 667)).toBe(16 + 120);
    // A hidden bar (desktop) or one scrolled away does not count.
    expect(toastBottomOffset([{ top: 0, bottom: 0, height: 0 }, { top: 100, bottom: 164, height: 64 }], 667)).toBe(16);
  });

  it('measures the marked bars when a toast shows', async () => {
    render(<ThemeProvider><nav data-toast-avoid aria-label="پیمایش اصلی" /></ThemeProvider>);
    const nav = screen.getByRole('navigation');
    nav.getBoundingClientRect = () => ({ top: window.innerHeight - 72, bottom: window.innerHeight, height: 72 }) as DOMRect;
    await act(async () => {
      await showToast('خطا در اتصال', 'error');
    });
    expect(document.documentElement.style.getPropertyValue('--toast-bottom')).toBe(`${72 + 16}px`);
  });
});
