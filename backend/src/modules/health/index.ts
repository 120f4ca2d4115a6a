/** The health module's public surface: the health route. */
export { HealthModule } from './health.module.js';
