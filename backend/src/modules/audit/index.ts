/** The audit module's public surface: the event every admin-edited owner publishes, and the log. */
export type { AdminChanged, AuditedEntity } from './events.js';
export { AuditModule } from './audit.module.js';
import { AuditEntryRecord } from './entities/audit-entry.entity.js';

export const AUDIT_ENTITIES = [AuditEntryRecord];
