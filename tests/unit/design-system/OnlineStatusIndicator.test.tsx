import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { OnlineStatusIndicator } from '../../../src/design-system/OnlineStatusIndicator';

const at = (online: boolean, backOnlineMs?: number) => (
  <ThemeProvider>
    <OnlineStatusIndicator online={online} backOnlineMs={backOnlineMs} />
  </ThemeProvider>
);

afterEach(() => vi.useRealTimers());

describe('OnlineStatusIndicator', () => {
  it('says nothing while online, and keeps a polite live region mounted', () => {
    render(at(true));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the offline pill, then "back online" for a while, then nothing', () => {
    vi.useFakeTimers();
    const { rerender } = render(at(false, 2000));
    expect(screen.getByRole('status')).toHaveTextContent('اتصال اینترنت برقرار نیست');
    rerender(at(true, 2000));
    expect(screen.getByRole('status')).toHaveTextContent('دوباره آنلاین شدید');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('دوباره آنلاین شدید');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('going offline again cuts "back online" short', () => {
    vi.useFakeTimers();
    const { rerender } = render(at(false));
    rerender(at(true));
    rerender(at(false));
    expect(screen.getByRole('status')).toHaveTextContent('اتصال اینترنت برقرار نیست');
    rerender(at(true));
    expect(screen.getByRole('status')).toHaveTextContent('دوباره آنلاین شدید');
  });
});
