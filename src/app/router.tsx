import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../screens/account/routes';
import { bookingRoutes } from '../screens/booking/routes';
import { contentRoutes } from '../screens/content/routes';
import { flightsRoutes } from '../screens/flights/routes';
import { homeRoutes } from '../screens/home/routes';
import { visaRoutes } from '../screens/visa/routes';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';

// Every screen is its own chunk: the first paint of / loads only the shell and the home screen.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...homeRoutes,
      ...flightsRoutes,
      ...contentRoutes,
      ...visaRoutes,
      ...bookingRoutes,
      ...accountRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('../screens/errors/NotFoundScreen')).NotFoundScreen }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
