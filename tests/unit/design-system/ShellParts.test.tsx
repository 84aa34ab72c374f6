import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { AppFooter } from '../../../src/design-system/AppFooter';
import { BlogPostCard } from '../../../src/design-system/BlogPostCard';
import { CityCard } from '../../../src/design-system/CityCard';
import { MobileBottomNav } from '../../../src/design-system/MobileBottomNav';

const wrap = (ui: React.ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('AppFooter', () => {
  it('dials the support number and links every SPEC §2 information and policy page', () => {
    wrap(<AppFooter supportPhone="۰۲۱-۴۳۹۰۰۰۰۰" copyrightYear={1405} />);
    expect(screen.getByRole('link', { name: '۰۲۱-۴۳۹۰۰۰۰۰' })).toHaveAttribute('href', 'tel:02143900000');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of ['/about-us/', '/contact-us/', '/privacy/', '/privacy/buying-ticket/', '/privacy/charter-flight/',
      '/privacy/hotel/', '/privacy/international-flight/', '/privacy/system-flight/', '/privacy/visa/']) {
      expect(hrefs).toContain(path);
    }
    expect(screen.getByText(/© ۱۴۰۵/)).toBeInTheDocument();
  });
});

describe('MobileBottomNav', () => {
  it('marks only the active section', () => {
    wrap(<MobileBottomNav active="wallet" alwaysVisible />);
    const nav = screen.getByRole('navigation', { name: 'پیمایش اصلی' });
    const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['کیف پول']);
  });
});

describe('CityCard', () => {
  it('is one link with an href, or one button without', async () => {
    const onClick = vi.fn();
    const { unmount } = wrap(<CityCard name="شیراز" imageSrc="data:image/svg+xml,%3Csvg/%3E" priceFrom={21_300_000} href="/flight/THR-SYZ/" />);
    expect(screen.getByRole('link')).toHaveTextContent('۲۱٬۳۰۰٬۰۰۰');
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    unmount();
    wrap(<CityCard name="شیراز" imageSrc="data:image/svg+xml,%3Csvg/%3E" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: /شیراز/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('BlogPostCard', () => {
  it('prints markup in its strings as text and opens an external post safely', () => {
    const { container } = wrap(
      <BlogPostCard title="<b>بلیت</b>" excerpt="<img src=x onerror=alert(1)>" date="2026-11-12" href="https://blog.example/p/" external />,
    );
    const link = screen.getByRole('link', { name: '<b>بلیت</b>' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('۲۱ آبان ۱۴۰۵')).toBeInTheDocument();
  });
});
