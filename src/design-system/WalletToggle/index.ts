export { giftUsable, WalletToggle, walletSplit } from './WalletToggle';
export type { WalletGift, WalletSplit, WalletToggleProps } from './WalletToggle';
