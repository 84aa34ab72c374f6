import type { RouteObject } from 'react-router-dom';

/** Home, which is also the login page (SPEC §2). */
export const homeRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./HomeScreen')).HomeScreen }) },
];
