import type { RouteObject } from 'react-router-dom';

/** The hotel booking steps (issue 20): guests, confirm and pay, payment result, voucher. */
export const hotelBookingRoutes: RouteObject[] = [];
