/**
 * The signed-in person's own account: profile, email change, deletion, and the erasure log (/api/profile,
 * /api/admin/erasures).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/profile/dto and the schema classes of
 * backend/src/modules/profile/profile.schemas.ts);
 * their documentation is there.
 */
export type {
  ConsentsUpdate,
  DeleteAccountRequest,
  EmailChangeRequest,
  ErasureRow,
  Profile,
  ProfileUpdate,
} from './api.generated.js';

/**
 * GET /api/profile/export: everything stored about the caller, as a JSON file (`format`, `exported_at`,
 * `account_id`, then one section per data owner). A file, not a schema of the document: written here.
 */
export type ProfileExport = Record<string, unknown>;
