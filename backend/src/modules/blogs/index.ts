/** The blogs module's public surface. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { BlogHindi1795800000100 } from './migrations/1795800000100-BlogHindi.js';
export { BlogsModule } from './blogs.module.js';
export { BlogsService } from './blogs.service.js';
import { Blog } from './entities/blog.entity.js';

export const BLOGS_ENTITIES = [Blog];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const BLOGS_MIGRATIONS: MigrationClass[] = [BlogHindi1795800000100];
export { BLOGS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { BlogsModule } from './blogs.module.js';
import { BLOGS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const BLOGS_FEATURE = defineFeature({
  name: 'blogs',
  module: BlogsModule,
  entities: BLOGS_ENTITIES,
  migrations: BLOGS_MIGRATIONS,
  errors: BLOGS_ERRORS,
});
