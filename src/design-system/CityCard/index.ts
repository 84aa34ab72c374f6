export { CityCard } from './CityCard';
export type { CityCardProps } from './CityCard';
