import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { NoResults } from '../../../src/design-system/NoResults';
import { ResultsSkeleton } from '../../../src/design-system/ResultsSkeleton';

describe('NoResults', () => {
  it('offers "حذف فیلترها" only when filters hide every flight', async () => {
    const onClearFilters = vi.fn();
    const { unmount } = render(
      <ThemeProvider>
        <NoResults reason="no-match" onClearFilters={onClearFilters} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <ThemeProvider>
        <NoResults reason="no-flights" onClearFilters={onClearFilters} />
      </ThemeProvider>,
    );
    expect(screen.getByText('پروازی پیدا نشد')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف فیلترها' })).toBeNull();
  });
});

describe('ResultsSkeleton', () => {
  it('draws the asked number of cards inside one busy status', () => {
    const { container } = render(
      <ThemeProvider>
        <ResultsSkeleton count={2} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"].mantine-Paper-root, .mantine-Paper-root[aria-hidden]')).toHaveLength(2);
  });
});
