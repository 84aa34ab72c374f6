import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';

// Every screen is its own chunk: the first paint of / loads only the shell and the home screen.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../screens/home/HomeScreen')).HomeScreen }) },
      { path: '*', lazy: async () => ({ Component: (await import('../screens/errors/NotFoundScreen')).NotFoundScreen }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
