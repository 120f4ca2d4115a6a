/** The credits module's public surface: the students' credit balances and their ledger. */
export { CreditsModule } from './credits.module.js';
export { CreditsService, type CreditChange } from './credits.service.js';
import { CreditBalance } from './entities/credit-balance.entity.js';
import { CreditEntry } from './entities/credit-entry.entity.js';

export const CREDITS_ENTITIES = [CreditBalance, CreditEntry];
