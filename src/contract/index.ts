export type { ApiEnvelope, ApiMeta } from './envelope';
export type { HealthData } from './health';
export type * from './flight-configuration';
export type * from './flight-catalog';
export type * from './account';
export type * from './user-interactions';
export type * from './blog';
export type * from './flight-reservation';
export type * from './orders';
