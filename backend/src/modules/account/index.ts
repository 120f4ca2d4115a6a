/** The account module's public surface: one-time links, recovery and the account mails. */
export { AccountModule } from './account.module.js';
export { AccountMailer } from './account-mailer.service.js';
export { AccountRecoveryService } from './account-recovery.service.js';
export { AccountThrottle } from './account-throttle.service.js';
export { AccountTokensService } from './account-tokens.service.js';
export { CODE_MESSAGE, LinkTokenDto } from './dto/account.dto.js';
export { AccountToken } from './entities/account-token.entity.js';
import { AccountToken } from './entities/account-token.entity.js';

export const ACCOUNT_ENTITIES = [AccountToken];
