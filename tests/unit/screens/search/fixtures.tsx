import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { City } from '../../../../src/contract';
import { ThemeProvider } from '../../../../src/design-system/ThemeProvider';
import { StoresProvider, type RootStore } from '../../../../src/stores';
import { freshRoot } from '../../stores/fixtures';

const city = (cityCode: string, cityNameFa: string, cityNameEn: string, priority: number, airports: [string, string][]): City => ({
  cityId: priority, cityNameEn, cityNameFa, cityCode, countryCode: 'IR', countryNameFa: 'ایران',
  domesticPriority: priority, internationalPriority: priority, img: null,
  airports: airports.map(([iataCode, airportNameFa], i) => ({
    airportId: priority * 10 + i, iataCode, icaoCode: null, alternateIataCode: null, airportNameEn: iataCode, airportNameFa, cityId: priority,
  })),
});

export const DOMESTIC_CITIES: City[] = [
  city('THR', 'تهران', 'Tehran', 60, [['THR', 'مهرآباد'], ['IKA', 'امام خمینی']]),
  city('SYZ', 'شیراز', 'Shiraz', 59, [['SYZ', 'شهید دستغیب']]),
  city('MHD', 'مشهد', 'Mashhad', 58, [['MHD', 'شهید هاشمی‌نژاد']]),
  city('KIH', 'کیش', 'Kish', 54, [['KIH', 'کیش']]),
];
export const INTERNATIONAL_CITIES: City[] = [
  city('THR', 'تهران', 'Tehran', 10000, [['IKA', 'امام خمینی']]),
  city('IST', 'استانبول', 'Istanbul', 9999, [['IST', 'فرودگاه استانبول'], ['SAW', 'صبیحه گوکچن']]),
  city('DXB', 'دبی', 'Dubai', 9998, [['DXB', 'بین‌المللی دبی']]),
];

/** A fresh root (Tehran 2026-11-20) whose city lists answer from the fixtures (or fail). */
export function testRoot(options: { placesFail?: boolean } = {}): RootStore {
  const root = freshRoot();
  const answer = (cities: City[]) => () => (options.placesFail ? Promise.reject(new Error('down')) : Promise.resolve(cities));
  vi.spyOn(root.api.flightConfiguration, 'domesticAirports').mockImplementation(answer(DOMESTIC_CITIES));
  vi.spyOn(root.api.flightConfiguration, 'internationalAirports').mockImplementation(answer(INTERNATIONAL_CITIES));
  return root;
}

/** Shows where the router went, so a test can read the URL a screen navigated to. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `/` in a memory data router with the stores and the theme; any other path shows its URL. */
export function renderScreen(ui: ReactNode, root: RootStore = testRoot()) {
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', element: <Landed /> },
  ]);
  const view = render(
    <ThemeProvider>
      <StoresProvider store={root}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>,
  );
  return { ...view, root, router };
}
