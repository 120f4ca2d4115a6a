import { HealthNoteConsent } from './entities/health-note-consent.entity.js';
import { HealthNote } from './entities/health-note.entity.js';

export const HEALTH_NOTES_ENTITIES = [HealthNote, HealthNoteConsent];
