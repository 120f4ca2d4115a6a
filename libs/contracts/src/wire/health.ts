/**
 * GET /api/health.
 */

export interface HealthResponse {
  /**
   * `ok` (200); `degraded` (200): the database answers but Redis (REDIS_URL) does not, so the instance
   * still serves (throttles count per instance, jobs wait); `error` (503): the database is down;
   * `stopping` (503): the instance is draining for shutdown, send traffic elsewhere.
   */
  status: 'ok' | 'degraded' | 'error' | 'stopping';
  db: 'up' | 'down';
  redis: 'up' | 'down' | 'not configured';
}
