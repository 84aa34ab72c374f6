export { OnlineStatusIndicator } from './OnlineStatusIndicator';
export type { OnlineStatusIndicatorProps } from './OnlineStatusIndicator';
