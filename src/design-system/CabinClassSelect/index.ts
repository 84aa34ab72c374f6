export { CABIN_OPTIONS, CabinClassSelect } from './CabinClassSelect';
export type { CabinClassSelectProps } from './CabinClassSelect';
