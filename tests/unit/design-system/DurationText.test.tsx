import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { DurationText } from '../../../src/design-system/DurationText';

const renderIn = (ui: ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('DurationText', () => {
  it('prints hours and minutes in Persian inside <time> with an ISO 8601 duration', () => {
    renderIn(<DurationText minutes={135} />);
    const time = screen.getByText('۲ ساعت و ۱۵ دقیقه');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', 'PT2H15M');
  });

  it('drops the empty part and prints ۰ دقیقه for nonsense', () => {
    renderIn(
      <>
        <DurationText minutes={45} />
        <DurationText minutes={120} />
        <DurationText minutes={-5} />
        <DurationText minutes={null} />
      </>,
    );
    expect(screen.getByText('۴۵ دقیقه')).toHaveAttribute('datetime', 'PT0H45M');
    expect(screen.getByText('۲ ساعت')).toBeInTheDocument();
    expect(screen.getAllByText('۰ دقیقه')).toHaveLength(2);
  });
});
