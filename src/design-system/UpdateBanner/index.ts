export { UpdateBanner } from './UpdateBanner';
export type { UpdateBannerProps } from './UpdateBanner';
