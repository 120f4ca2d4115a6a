/** The content module's public surface (docs/content.md). */
import { ContentDraft } from './entities/content-draft.entity.js';
import { ContentVersion } from './entities/content-version.entity.js';

export { ContentModule } from './content.module.js';
export { ContentService } from './content.service.js';

export const CONTENT_ENTITIES = [ContentDraft, ContentVersion];
