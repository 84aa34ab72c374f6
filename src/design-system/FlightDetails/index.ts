export { FlightDetails } from './FlightDetails';
export type { FlightDetailsProps } from './FlightDetails';
export { layoverMinutes, penaltyRows } from './penalties';
export type { PenaltyRow } from './penalties';
export type { BaggageAllowance, FlightDetailsData, FlightDetailsLeg, RefundPenalty } from './types';
