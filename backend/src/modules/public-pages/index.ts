/** The public-pages module's public surface: the kept public pages follow the changes of every instance. */
export { PublicPagesModule } from './public-pages.module.js';
export { PageInvalidations } from './page-invalidations.service.js';
export { pathsOf } from './page-paths.js';
