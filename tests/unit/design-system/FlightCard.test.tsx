import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { FlightCard, seatState, type FlightCardData } from '../../../src/design-system/FlightCard';
import { overnightFlight, roundTripFlight, soldOutFlight, systemFlight } from '../../../stories/design-system/fixtures/flights';

const renderCard = (flight: FlightCardData, props: { onSelect?: () => void; fewSeatsThreshold?: number } = {}) =>
  render(
    <ThemeProvider>
      <FlightCard flight={flight} {...props} />
    </ThemeProvider>,
  );

describe('FlightCard', () => {
  it('shows Tehran times, duration and stops in Persian digits', () => {
    renderCard(systemFlight);
    expect(screen.getByText('۰۸:۳۰')).toBeInTheDocument();
    expect(screen.getByText('۰۹:۵۵')).toBeInTheDocument();
    expect(screen.getByText('۱ ساعت و ۲۵ دقیقه')).toBeInTheDocument();
    expect(screen.getByText('بدون توقف')).toBeInTheDocument();
    expect(screen.getByText('سیستمی')).toBeInTheDocument();
    expect(screen.getByText('۲۴٬۵۰۰٬۰۰۰')).toBeInTheDocument();
  });

  it('calls onSelect from the select button', async () => {
    const onSelect = vi.fn();
    renderCard(systemFlight, { onSelect });
    await userEvent.click(screen.getByRole('button', { name: /^انتخاب پرواز/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('hides the select button of a sold-out flight and says so', () => {
    renderCard(soldOutFlight, { onSelect: vi.fn() });
    expect(screen.queryByRole('button', { name: /انتخاب پرواز/ })).toBeNull();
    expect(screen.getByText('تکمیل ظرفیت')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-sold-out');
  });

  it('warns at or below the few-seats threshold only', () => {
    const { unmount } = renderCard({ ...systemFlight, seatsLeft: 3 });
    expect(screen.getByText('فقط ۳ صندلی باقی مانده')).toBeInTheDocument();
    unmount();
    renderCard({ ...systemFlight, seatsLeft: 4 });
    expect(screen.queryByText(/صندلی باقی مانده/)).toBeNull();
  });

  it('takes another threshold', () => {
    renderCard({ ...systemFlight, seatsLeft: 5 }, { fewSeatsThreshold: 5 });
    expect(screen.getByRole('article')).toHaveAttribute('data-few-seats');
  });

  it('marks an arrival on the next day and a one-stop flight', () => {
    renderCard(overnightFlight);
    expect(screen.getByText('+۱')).toBeInTheDocument();
    expect(screen.getByText('۱ توقف')).toBeInTheDocument();
  });

  it('shows both legs of a round trip', () => {
    renderCard(roundTripFlight);
    expect(screen.getByText('رفت')).toBeInTheDocument();
    expect(screen.getByText('برگشت')).toBeInTheDocument();
    expect(screen.getByText('۱۹:۲۰')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-round-trip');
  });

  it('draws a badge with the code when there is no logo, an image with alt text when there is', () => {
    renderCard(roundTripFlight);
    expect(screen.getByRole('img', { name: 'ماهان' })).toHaveTextContent('W5');
    expect(screen.getByRole('img', { name: 'ایران‌ایر' }).tagName).toBe('IMG');
  });
});

describe('seatState', () => {
  it('is sold out at 0 or less, few up to the threshold, available above', () => {
    expect(seatState(0)).toBe('sold-out');
    expect(seatState(-1)).toBe('sold-out');
    expect(seatState(Number.NaN)).toBe('sold-out');
    expect(seatState(1)).toBe('few');
    expect(seatState(3)).toBe('few');
    expect(seatState(4)).toBe('available');
    expect(seatState(6, 6)).toBe('few');
  });
});
