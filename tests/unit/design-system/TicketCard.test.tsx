import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { TicketCard } from '../../../src/design-system/TicketCard';
import { issuedTicket } from '../../../stories/design-system/fixtures/booking';

describe('TicketCard', () => {
  it('shows the Jalali date, Tehran times, codes in LTR isolates (Latin when they have letters, else Persian digits) and the PDF link', () => {
    render(<ThemeProvider><TicketCard ticket={issuedTicket} pdfHref="/api/flight-reservation/Tickets/FlightTicketPdf/1" /></ThemeProvider>);
    expect(screen.getByText('جمعه ۱۳ آذر ۱۴۰۵')).toHaveAttribute('datetime', '2026-12-04');
    expect(screen.getByText('۰۹:۵۵')).toBeInTheDocument();
    const latinCodes = ['K7Q2XM', 'IR 451', '14C', 'MOHAMMADI/SARA MRS'];
    for (const code of [...latinCodes, '۰۹۶۲۱۳۴۵۶۷۸۹۰']) {
      const el = screen.getByText(code);
      expect(el.tagName).toBe('BDI');
      expect(el).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByRole('link', { name: /دانلود بلیت/ })).toHaveAttribute('href', '/api/flight-reservation/Tickets/FlightTicketPdf/1');
    // Issue 18: the ticket number showed Latin digits; issue 29: a code was not to mix scripts («K۷Q۲XM»).
    expect(latinCodes.reduce((text, code) => text.replace(code, ''), screen.getByRole('article').textContent!)).not.toMatch(/[0-9]/);
    expect(screen.getByRole('article')).toHaveAccessibleName('بلیت سارا محمدی، تهران به مشهد');
  });

  it('says when the seat is given at check-in and when only hand luggage is allowed', () => {
    render(<ThemeProvider><TicketCard ticket={{ ...issuedTicket, seat: undefined, baggageKg: 0 }} /></ThemeProvider>);
    expect(screen.getByText('هنگام پذیرش')).toBeInTheDocument();
    expect(screen.getByText('فقط بار دستی')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
