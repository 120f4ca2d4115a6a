/** The blog reads the shared endpoints (the admin panel writes the posts); re-exported so pages import one place. */
export { useBlogQuery, useBlogsQuery } from '@yoga/api-client';
