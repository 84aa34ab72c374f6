export { PersianNumber } from './PersianNumber';
export type { PersianNumberProps } from './PersianNumber';
