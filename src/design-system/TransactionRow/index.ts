export { TransactionRow } from './TransactionRow';
export type { TransactionData, TransactionKind, TransactionRowProps } from './TransactionRow';
