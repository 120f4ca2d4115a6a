/** How the web is put together: routes, remotes, server rendering, locales, UI timings. */
export * from './locale.js';
export * from './remotes.js';
export * from './routes.js';
export * from './ssr.js';
export * from './ui.js';
export * from './panel-skeleton.js';
export * from './media.js';
