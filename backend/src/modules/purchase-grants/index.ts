/** What a paid purchase grants, per purpose: the registry payments settles through (issue 35). */
export { PurchaseGrantsModule } from './purchase-grants.module.js';
export {
  PurchaseGrants,
  purchaseOf,
  RENEWAL_PAYMENT_PURPOSE,
  type B2bRecipient,
  type Granted,
  type Purchase,
  type PurchaseBuyer,
  type PurchaseGrantHandler,
  type RenewalGrantHandler,
  type RenewalTerms,
} from './purchase-grants.js';

import { defineFeature } from '../../common/feature.js';
import { PurchaseGrantsModule } from './purchase-grants.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PURCHASE_GRANTS_FEATURE = defineFeature({
  name: 'purchase-grants',
  module: PurchaseGrantsModule,
});
