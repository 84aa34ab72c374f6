export { BOTTOM_NAV_ITEMS, MobileBottomNav } from './MobileBottomNav';
export type { BottomNavItem, MobileBottomNavProps } from './MobileBottomNav';
