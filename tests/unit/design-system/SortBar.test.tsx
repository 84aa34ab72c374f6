import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { SortBar } from '../../../src/design-system/SortBar';
import { SortOption } from '../../../src/domain';

describe('SortBar', () => {
  it('offers the six sorts as radio chips and reports the picked one', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <SortBar value={SortOption.Cheapest} onChange={onChange} layout="chips" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'زودترین' }));
    expect(onChange).toHaveBeenCalledWith(SortOption.Earliest);
  });

  it('does not report the sort already chosen', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <SortBar value={SortOption.Cheapest} onChange={onChange} layout="chips" />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'ارزان‌ترین' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses one select on phones', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <SortBar value={SortOption.Cheapest} onChange={onChange} layout="select" resultCount={12} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'مرتب‌سازی' }), String(SortOption.Fastest));
    expect(onChange).toHaveBeenCalledWith(SortOption.Fastest);
    expect(screen.getByText('۱۲ پرواز')).toBeInTheDocument();
  });
});
