export { FareWatchCard, FARE_WATCH_CHANNEL_LABELS } from './FareWatchCard';
export type { FareWatchCardProps, FareWatchChannel, FareWatchChannelsValue } from './FareWatchCard';
export { checkedAtLabel, FEW_WATCH_SEATS, priceChange } from './watch-facts';
export type { PriceChange } from './watch-facts';
