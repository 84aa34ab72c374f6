export { WalletBalanceCard } from './WalletBalanceCard';
export type { WalletBalanceCardProps } from './WalletBalanceCard';
