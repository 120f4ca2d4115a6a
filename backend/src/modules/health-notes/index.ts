/** The health-notes module's public surface: students' health notes and their sharing consent. */
export { HealthNotesModule } from './health-notes.module.js';
export { SharedHealthNoteSchema } from './health-notes.schemas.js';
export { HealthNotesService } from './health-notes.service.js';
export { HEALTH_NOTES_ENTITIES } from './entities.js';
