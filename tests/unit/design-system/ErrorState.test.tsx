import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { ErrorState, errorStatusOf } from '../../../src/design-system/ErrorState';
import type { RenderLink } from '../../../src/design-system/links';

describe('errorStatusOf (SPEC §8: code, status, response status, or 500)', () => {
  it('takes the first HTTP-like number in that order', () => {
    expect(errorStatusOf({ code: 404, status: 500 })).toBe(404);
    expect(errorStatusOf({ code: 'ERR_NETWORK', status: 403 })).toBe(403);
    expect(errorStatusOf({ response: { status: 502 } })).toBe(502);
    expect(errorStatusOf({ code: '410' })).toBe(410);
  });

  it('falls back to 500', () => {
    expect(errorStatusOf(new Error('boom'))).toBe(500);
    expect(errorStatusOf(null)).toBe(500);
    expect(errorStatusOf('Unknown middleware')).toBe(500);
    expect(errorStatusOf({ status: 200 })).toBe(500);
  });
});

describe('ErrorState', () => {
  it('shows the status in Persian digits, a sentence and a link home through renderLink', async () => {
    const go = vi.fn();
    const renderLink: RenderLink = ({ href, ...props }) => (
      <a {...props} href={href} onClick={(e) => { e.preventDefault(); go(href); }} />
    );
    render(
      <ThemeProvider>
        <ErrorState status={404} homeHref="/" renderLink={renderLink} />
      </ThemeProvider>,
    );
    expect(screen.getByText('۴۰۴')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صفحه‌ای که دنبالش بودید پیدا نشد');
    await userEvent.click(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' }));
    expect(go).toHaveBeenCalledWith('/');
  });

  it('has a fallback variant for a failed error page', () => {
    render(
      <ThemeProvider>
        <ErrorState variant="fallback" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('هنگام نمایش صفحه خطا، خطایی رخ داد.');
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
  });
});
