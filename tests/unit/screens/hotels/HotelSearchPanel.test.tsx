import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HotelSearchPanel } from '../../../../src/screens/hotels/HotelSearchPanel';
import { fakeApi } from '../account/fake-api';
import { renderRoutes } from '../account/render';

// jsdom has no layout: Mantine hides the calendar's popover, so role queries look at hidden nodes too.
configure({ defaultHidden: true });

describe('HotelSearchPanel dates', () => {
  it('asks for the check-in and then the check-out day, not a flight\'s departure and return', async () => {
    const { api } = fakeApi({
      'GET /api/hotel-catalog/HotelCatalog/GetDestinations': () => ({ cities: [], hotels: [] }),
    });
    renderRoutes([{ path: '/hotels/', element: <HotelSearchPanel /> }], '/hotels/', api);
    await userEvent.click(await screen.findByRole('button', { name: /^تاریخ ورود/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-label', 'تاریخ ورود و خروج');
    await within(dialog).findAllByRole('grid');
    expect(within(dialog).getByText('تاریخ ورود را انتخاب کنید')).toBeInTheDocument();
    expect(within(dialog).queryByText(/تاریخ (رفت|برگشت)/)).toBeNull();
    // Today is 29 Aban (2026-11-20) in the test's clock; the month shown ends the next day.
    await userEvent.click(dialog.querySelector<HTMLElement>('button[data-date="2026-11-21"]')!);
    expect(within(dialog).getByText('تاریخ خروج را انتخاب کنید')).toBeInTheDocument();
  });
});
