/** The audit module's public surface: the event every admin-edited owner publishes, and the log. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { AuditLabels1796510000000 } from './migrations/1796510000000-AuditLabels.js';
export type { AdminChanged, AuditedEntity } from './events.js';
export { AuditModule } from './audit.module.js';
import { AuditEntryRecord } from './entities/audit-entry.entity.js';

export const AUDIT_ENTITIES = [AuditEntryRecord];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const AUDIT_MIGRATIONS: MigrationClass[] = [AuditLabels1796510000000];

import { defineFeature } from '../../common/feature.js';
import { AuditModule } from './audit.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const AUDIT_FEATURE = defineFeature({
  name: 'audit',
  module: AuditModule,
  entities: AUDIT_ENTITIES,
  migrations: AUDIT_MIGRATIONS,
});
