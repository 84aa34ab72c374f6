export { CancellationPolicyCard } from './CancellationPolicyCard';
export type { CancellationPolicyCardProps } from './CancellationPolicyCard';
