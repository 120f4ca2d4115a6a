/** The account module's public surface: one-time links, recovery and the account mails. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { AccountTokenVersion1795600000200 } from './migrations/1795600000200-AccountTokenVersion.js';
export { AccountModule } from './account.module.js';
export { AccountMailer } from './account-mailer.service.js';
export { AccountRecoveryService } from './account-recovery.service.js';
export { AccountThrottle } from './account-throttle.service.js';
export { AccountTokensService } from './account-tokens.service.js';
export { CODE_MESSAGE, LinkTokenDto } from './dto/account.dto.js';
export { AccountToken } from './entities/account-token.entity.js';
import { AccountToken } from './entities/account-token.entity.js';

export const ACCOUNT_ENTITIES = [AccountToken];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const ACCOUNT_MIGRATIONS: MigrationClass[] = [AccountTokenVersion1795600000200];
export { ACCOUNT_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { AccountModule } from './account.module.js';
import { ACCOUNT_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const ACCOUNT_FEATURE = defineFeature({
  name: 'account',
  module: AccountModule,
  entities: ACCOUNT_ENTITIES,
  migrations: ACCOUNT_MIGRATIONS,
  errors: ACCOUNT_ERRORS,
});
