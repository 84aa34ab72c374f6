import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';
import { POLICY_CONTENT, POLICY_SLUGS } from './policies/policy-routes';

/** The content area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const contentRoutes: RouteObject[] = [
  { path: '/about-us', lazy: screenRoute(() => import('./about/AboutScreen'), 'AboutScreen') },
  { path: '/contact-us', lazy: screenRoute(() => import('./contact/ContactScreen'), 'ContactScreen') },
  {
    path: '/privacy',
    lazy: screenRoute(() => import('./policies/PolicyLayout'), 'PolicyLayout'),
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ PolicyScreen }, { PRIVACY_PAGE }] = await Promise.all([
            import('./policies/PolicyScreen'), import('./privacy/privacy-content'),
          ]);
          return { element: <PolicyScreen page={PRIVACY_PAGE} /> };
        },
      },
      // Only the six known policies match; any other /privacy/x/ falls through to the 404.
      ...POLICY_SLUGS.map((slug): RouteObject => ({
        path: slug,
        lazy: async () => {
          const [{ PolicyScreen }, content] = await Promise.all([import('./policies/PolicyScreen'), POLICY_CONTENT[slug]()]);
          return { element: <PolicyScreen page={content.default} /> };
        },
      })),
    ],
  },
  { path: '/cities', lazy: screenRoute(() => import('./cities/CitiesScreen'), 'CitiesScreen') },
  { path: '/cities/:city', lazy: screenRoute(() => import('./cities/CityScreen'), 'CityScreen') },
  { path: '/countries', lazy: screenRoute(() => import('./countries/CountriesScreen'), 'CountriesScreen') },
  { path: '/countries/:country', lazy: screenRoute(() => import('./countries/CountryScreen'), 'CountryScreen') },
];
