import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { FlightDetails, layoverMinutes, penaltyRows } from '../../../src/design-system/FlightDetails';
import { charterDetails, directDetails, oneStopDetails } from '../../../stories/design-system/fixtures/flights';

describe('penaltyRows', () => {
  it('orders rows from the earliest cancellation and words them in Persian', () => {
    expect(penaltyRows([{ hoursBefore: 0, percent: 80 }, { hoursBefore: 24, percent: 30 }, { hoursBefore: 72, percent: 10 }])).toEqual([
      { condition: 'تا ۳ روز قبل از پرواز', penalty: '۱۰٪ جریمه' },
      { condition: 'تا ۲۴ ساعت قبل از پرواز', penalty: '۳۰٪ جریمه' },
      { condition: 'کمتر از ۲۴ ساعت مانده به پرواز و پس از آن', penalty: '۸۰٪ جریمه' },
    ]);
  });

  it('keeps the airline’s own wording and a lone after-departure row', () => {
    expect(penaltyRows([{ hoursBefore: 0, percent: 100 }])[0]!.condition).toBe('پس از پرواز');
    expect(penaltyRows([{ hoursBefore: 36, percent: 20, label: 'تا ۱۲ ظهر روز قبل' }])[0]!.condition).toBe('تا ۱۲ ظهر روز قبل');
  });
});

describe('layoverMinutes', () => {
  it('measures from one leg’s arrival to the next leg’s departure', () => {
    expect(layoverMinutes(oneStopDetails.legs[0]!, oneStopDetails.legs[1]!)).toBe(60);
  });
});

describe('FlightDetails', () => {
  const renderDetails = (flight = directDetails) =>
    render(
      <ThemeProvider>
        <FlightDetails flight={flight} />
      </ThemeProvider>,
    );

  it('shows the refund-penalty table and baggage', () => {
    renderDetails();
    const table = screen.getByRole('table');
    expect(within(table).getByText('تا ۲۴ ساعت قبل از پرواز')).toBeInTheDocument();
    expect(within(table).getByText('۳۰٪ جریمه')).toBeInTheDocument();
    expect(screen.getByText('نوزاد')).toBeInTheDocument();
    expect(screen.getByText('۱۰ کیلوگرم')).toBeInTheDocument();
  });

  it('shows the layover and its waiting time', () => {
    renderDetails(oneStopDetails);
    expect(screen.getByText('توقف در شیراز: ۱ ساعت انتظار')).toBeInTheDocument();
  });

  it('says a charter is non-refundable instead of a table', () => {
    renderDetails(charterDetails);
    expect(screen.getByText('غیرقابل استرداد')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('warns when the connection changes airport', () => {
    const [first, second] = oneStopDetails.legs;
    renderDetails({ ...oneStopDetails, legs: [first!, { ...second!, departure: { ...second!.departure, airport: 'IKA', airportFa: 'امام خمینی' } }] });
    expect(screen.getByText(/تغییر فرودگاه از شهید دستغیب به امام خمینی/)).toBeInTheDocument();
  });
});
