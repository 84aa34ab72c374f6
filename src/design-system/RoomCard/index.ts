export { RoomCard } from './RoomCard';
export type { RoomCardProps } from './RoomCard';
export type { RoomCardData, RoomNightData } from './types';
