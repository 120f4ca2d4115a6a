/**
 * Blog posts (/api/blogs).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/blogs/dto and the schema class Blog of
 * backend/src/modules/blogs/blogs.schemas.ts); their documentation is there.
 */
export type { Blog, CreateBlogRequest, UpdateBlogRequest } from './api.generated.js';
