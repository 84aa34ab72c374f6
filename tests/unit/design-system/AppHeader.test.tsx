import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { AppHeader, isActiveHref, PRODUCT_LINKS } from '../../../src/design-system/AppHeader';
import { decideRoute } from '../../../src/domain/routing';
import type { RenderLink } from '../../../src/design-system/links';

describe('isActiveHref', () => {
  it('matches a page and the pages under it; "/" only itself', () => {
    expect(isActiveHref('/flight/', '/flight/THR-MHD/?adults=1')).toBe(true);
    expect(isActiveHref('/flight/', '/flight')).toBe(true);
    expect(isActiveHref('/flight/', '/flights/')).toBe(false);
    expect(isActiveHref('/', '/visa/')).toBe(false);
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/visa/', undefined)).toBe(false);
  });
});

describe('AppHeader', () => {
  it('links the six products through renderLink and offers login to a guest', async () => {
    const onLogin = vi.fn();
    const seen: string[] = [];
    const renderLink: RenderLink = (props) => {
      seen.push(props.href);
      return <a {...props} data-router="yes" />;
    };
    render(
      <ThemeProvider>
        <AppHeader onLogin={onLogin} renderLink={renderLink} activeHref="/visa/visa-uae/" />
      </ThemeProvider>,
    );
    expect(PRODUCT_LINKS.map((l) => l.label)).toEqual(['پرواز داخلی', 'پرواز خارجی', 'هتل', 'تور', 'ویزا', 'CIP']);
    // Issue 18: no product link may open a 404 (the CIP link used to).
    for (const link of PRODUCT_LINKS) expect(decideRoute(link.href, '').kind, link.href).not.toBe('not-found');
    const products = screen.getByRole('navigation', { name: 'محصولات' });
    expect(within(products).getAllByRole('link')).toHaveLength(6);
    expect(within(products).getByRole('link', { name: 'ویزا' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'سفرآسا، صفحه اصلی' })).toHaveAttribute('data-router', 'yes');
    expect(seen).toContain('/flight/');
    await userEvent.click(screen.getByRole('button', { name: 'ورود یا ثبت‌نام' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the wallet and a user menu with logout once logged in', async () => {
    const onLogout = vi.fn();
    render(
      <ThemeProvider>
        <AppHeader user={{ name: 'مریم احمدی' }} walletBalance={1_250_000} onLogout={onLogout} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: /موجودی کیف پول/ })).toHaveTextContent('۱٬۲۵۰٬۰۰۰');
    // The menu (and its button) load in their own chunk.
    await userEvent.click(await screen.findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ }));
    expect(await screen.findByRole('menuitem', { name: 'سفرهای من', hidden: true })).toHaveAttribute('href', '/profile/my-travels/');
    // jsdom runs no CSS transitions, so the dropdown may still count as hidden: find it anyway.
    await userEvent.click(screen.getByRole('menuitem', { name: 'خروج', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the login button on a sign-in until the account menu is ready, then swaps it', async () => {
    const header = (user: { name: string } | null) => (
      <ThemeProvider>
        <AppHeader user={user} walletBalance={0} />
      </ThemeProvider>
    );
    const { rerender } = render(header(null));
    rerender(header({ name: 'مریم احمدی' }));
    // Never an empty place: the login button, or already the account.
    expect(screen.queryByRole('button', { name: 'ورود یا ثبت‌نام' }) ?? screen.queryByRole('button', { name: /حساب کاربری/ })).not.toBeNull();
    expect(await screen.findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ورود یا ثبت‌نام' })).not.toBeInTheDocument();
  });

  it('opens the phone drawer from the burger and reports it', async () => {
    const onDrawerOpenedChange = vi.fn();
    render(
      <ThemeProvider>
        <AppHeader onDrawerOpenedChange={onDrawerOpenedChange} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'منوی اصلی' }));
    expect(onDrawerOpenedChange).toHaveBeenCalledWith(true);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
  });
});
