import { Module } from '@nestjs/common';
import { PublicPageChanges } from '../../common/http/public-site-data.js';
import { PageInvalidations } from './page-invalidations.service.js';
import { PublicPagesOnChanges } from './page-events.js';

/**
 * The server-rendered public pages' freshness: the domain events that change what they show, carried to
 * every instance (docs/performance.md, "Public pages"). The pages themselves are served by web/.
 */
@Module({
  providers: [
    PageInvalidations,
    PublicPagesOnChanges,
    { provide: PublicPageChanges, useExisting: PageInvalidations },
  ],
  /** PublicPageChanges: the kept pages follow it (configure-app.ts). */
  exports: [PageInvalidations, PublicPageChanges],
})
export class PublicPagesModule {}
