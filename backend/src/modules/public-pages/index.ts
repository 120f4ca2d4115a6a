/** The public-pages module's public surface: the kept public pages follow the changes of every instance. */
export { PublicPagesModule } from './public-pages.module.js';
export { PageInvalidations } from './page-invalidations.service.js';
export { pathsOf } from './page-paths.js';

import { defineFeature } from '../../common/feature.js';
import { PublicPagesModule } from './public-pages.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PUBLIC_PAGES_FEATURE = defineFeature({
  name: 'public-pages',
  module: PublicPagesModule,
});
