import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { EmptyState } from '../../../src/design-system/EmptyState';

describe('EmptyState', () => {
  it('draws an href action as a link and an onClick action as a button', async () => {
    const onClick = vi.fn();
    const { unmount } = render(
      <ThemeProvider>
        <EmptyState title="هنوز سفری ندارید" action={{ label: 'جستجوی پرواز', href: '/flight/' }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'جستجوی پرواز' })).toHaveAttribute('href', '/flight/');
    unmount();
    render(
      <ThemeProvider>
        <EmptyState title="تراکنشی ثبت نشده است" text="متن" action={{ label: 'افزایش موجودی', onClick }} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'افزایش موجودی' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('متن')).toBeInTheDocument();
  });
});
