import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { Breadcrumbs } from '../../../src/design-system/Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every parent, never the current page, inside a named nav', () => {
    render(
      <ThemeProvider>
        <Breadcrumbs
          items={[
            { label: 'صفحه اصلی', href: '/' },
            { label: 'قوانین و مقررات', href: '/privacy/' },
            { label: 'ویزا', href: '/privacy/visa/' },
          ]}
        />
      </ThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/privacy/']);
    expect(within(nav).getByText('ویزا')).toHaveAttribute('aria-current', 'page');
  });

  it('draws nothing for an empty trail', () => {
    const { container } = render(
      <ThemeProvider>
        <Breadcrumbs items={[]} />
      </ThemeProvider>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
