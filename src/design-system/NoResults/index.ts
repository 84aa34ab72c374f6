export { NoResults } from './NoResults';
export type { NoResultsProps, NoResultsReason } from './NoResults';
