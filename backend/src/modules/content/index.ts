/** The content module's public surface (docs/content.md). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { SiteContent1795700000400 } from './migrations/1795700000400-SiteContent.js';
import { ContentDraft } from './entities/content-draft.entity.js';
import { ContentVersion } from './entities/content-version.entity.js';

export { ContentModule } from './content.module.js';
export { ContentVersionSchema } from './schemas/content.schemas.js';
export { LocalTextSchema } from './schemas/parts.schemas.js';
export { ContentService } from './content.service.js';
export {
  VersionedDocuments,
  type ContentActor,
  type DocumentRef,
  type EditedDocument,
} from './versioned-documents.js';

export const CONTENT_ENTITIES = [ContentDraft, ContentVersion];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const CONTENT_MIGRATIONS: MigrationClass[] = [SiteContent1795700000400];
export { CONTENT_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { ContentModule } from './content.module.js';
import { CONTENT_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const CONTENT_FEATURE = defineFeature({
  name: 'content',
  module: ContentModule,
  entities: CONTENT_ENTITIES,
  migrations: CONTENT_MIGRATIONS,
  errors: CONTENT_ERRORS,
});
