import { ApiSchema } from '@nestjs/swagger';
import type { HealthResponse } from '@yoga/contracts';
import { OneOf } from '../../common/openapi/properties.js';

const HEALTH_STATUSES = ['ok', 'degraded', 'error', 'stopping'] as const;
const UP_DOWN = ['up', 'down'] as const;

@ApiSchema({ name: 'HealthResponse', description: 'GET /api/health.' })
export class HealthResponseSchema implements HealthResponse {
  @OneOf(HEALTH_STATUSES, {
    description:
      '`ok` (200); `degraded` (200): the database answers but Redis (REDIS_URL) does not, so the ' +
      'instance still serves (throttles count per instance, jobs wait); `error` (503): the database ' +
      'is down; `stopping` (503): the instance is draining for shutdown, send traffic elsewhere.',
  })
  status: (typeof HEALTH_STATUSES)[number];

  @OneOf(UP_DOWN)
  db: (typeof UP_DOWN)[number];

  @OneOf([...UP_DOWN, 'not configured'])
  redis: 'up' | 'down' | 'not configured';
}
