/** GET /api/health */
export interface HealthData {
  status: 'ok';
}
