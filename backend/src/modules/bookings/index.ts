/** The bookings module's public surface: bookings and waitlists of classes, demo bookings. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { DemoLinks1795712000000 } from './migrations/1795712000000-DemoLinks.js';
export { BookingsModule } from './bookings.module.js';
export { BookingsService } from './bookings.service.js';
import { Booking } from './entities/booking.entity.js';

export const BOOKINGS_ENTITIES = [Booking];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const BOOKINGS_MIGRATIONS: MigrationClass[] = [DemoLinks1795712000000];
export { BOOKINGS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { BookingsModule } from './bookings.module.js';
import { BOOKINGS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const BOOKINGS_FEATURE = defineFeature({
  name: 'bookings',
  module: BookingsModule,
  entities: BOOKINGS_ENTITIES,
  migrations: BOOKINGS_MIGRATIONS,
  errors: BOOKINGS_ERRORS,
});
