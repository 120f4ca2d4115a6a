/** The profile module's public surface: profile, reminder consents and account erasure. */
export { ProfileModule } from './profile.module.js';
export { ConsentsService } from './consents.service.js';
import { AccountErasure } from './entities/account-erasure.entity.js';
import { ConsentEvent } from './entities/consent-event.entity.js';

export const PROFILE_ENTITIES = [ConsentEvent, AccountErasure];
export { PROFILE_ERRORS } from './errors.js';
