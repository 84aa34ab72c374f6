export type { ApiEnvelope, ApiMeta } from './envelope';
export type { HealthData } from './health';
