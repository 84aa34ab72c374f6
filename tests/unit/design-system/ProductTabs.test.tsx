import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { ProductTabs } from '../../../src/design-system/ProductTabs';
import { ProductType } from '../../../src/domain';

describe('ProductTabs', () => {
  it('renders the flight tabs through the render prop with their scope', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <ProductTabs onChange={onChange}>{(scope) => <p>form {scope}</p>}</ProductTabs>
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'پرواز داخلی', 'پرواز خارجی', 'هتل', 'تور', 'ویزا', 'خدمات CIP',
    ]);
    expect(screen.getByText('form domestic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'پرواز خارجی' }));
    expect(onChange).toHaveBeenCalledWith(ProductType.InternationalFlight);
    expect(screen.getByText('form international')).toBeInTheDocument();
  });

  it('renders other products as links through renderLink', () => {
    const renderLink = vi.fn(({ href, children }) => <a href={href}>{children}</a>);
    render(
      <ThemeProvider>
        <ProductTabs value={ProductType.Tour} links={{ [ProductType.Tour]: '/tour/' }} renderLink={renderLink} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'دیدن تورها' })).toHaveAttribute('href', '/tour/');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/tour/' }));
  });
});
