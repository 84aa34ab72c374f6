import type { RouteObject } from 'react-router-dom';

/** The account area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const accountRoutes: RouteObject[] = [];
