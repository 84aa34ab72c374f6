export { AirlineLogo, badgeColor } from './AirlineLogo';
export type { AirlineLogoProps } from './AirlineLogo';
