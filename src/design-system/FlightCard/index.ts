export { FlightCard } from './FlightCard';
export type { FlightCardProps } from './FlightCard';
export { FEW_SEATS_THRESHOLD, seatState } from './seats';
export type { SeatState } from './seats';
export type { AirlineInfo, FlightCardData, FlightEndpoint, FlightLegSummary } from './types';
