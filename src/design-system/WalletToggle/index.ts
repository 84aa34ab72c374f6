export { WalletToggle, walletSplit } from './WalletToggle';
export type { WalletSplit, WalletToggleProps } from './WalletToggle';
