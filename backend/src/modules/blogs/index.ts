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
