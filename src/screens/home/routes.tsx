import type { RouteObject } from 'react-router-dom';

/** Home, which is also the login page (SPEC §2). */
export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      const home = await import('./HomeScreen');
      await home.preloadParts();
      return { Component: home.HomeScreen };
    },
  },
];
