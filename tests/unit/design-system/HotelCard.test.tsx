import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { HotelCard, type HotelCardData } from '../../../src/design-system/HotelCard';

const hotel = (nameFa: string): HotelCardData => ({
  id: '1', nameFa, stars: 4, districtFa: 'مرکز شهر', guestScore: 8.2, reviewCount: 10, photoUrl: '/p.jpg', boardLabel: 'با صبحانه',
  nights: 2, totalPrice: 20_000_000, pricePerNight: 10_000_000, freeCancellation: true, roomsLeft: 5,
});

describe('HotelCard', () => {
  it('is named «هتل …» once, whether or not the hotel\'s own name starts with «هتل»', () => {
    render(
      <ThemeProvider>
        <HotelCard hotel={hotel('هتل بزرگ پارسیان')} />
        <HotelCard hotel={hotel('آسمان')} />
        <HotelCard hotel={hotel('هتل‌آپارتمان نگین')} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['هتل بزرگ پارسیان', 'هتل آسمان', 'هتل‌آپارتمان نگین']);
  });
});
