export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { errorMessageFor, errorStatusOf } from './error-status';
