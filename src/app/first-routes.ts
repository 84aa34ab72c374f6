import type { RouteObject } from 'react-router-dom';
import { homeRoutes } from '../screens/home/routes';

export const notFoundScreen: RouteObject['lazy'] = async () => ({ Component: (await import('../screens/errors/NotFoundScreen')).NotFoundScreen });

/** What the first page of the site needs to match: home and the 404 page (the rest is route-tables.ts). */
export const firstRoutes: RouteObject[] = [...homeRoutes, { path: '/404', lazy: notFoundScreen }];
