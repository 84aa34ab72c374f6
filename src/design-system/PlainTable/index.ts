export { PlainTable } from './PlainTable';
export type { PlainTableProps } from './PlainTable';
