/** The blogs module's public surface. */
export { BlogsModule } from './blogs.module.js';
export { BlogsService } from './blogs.service.js';
import { Blog } from './entities/blog.entity.js';

export const BLOGS_ENTITIES = [Blog];
