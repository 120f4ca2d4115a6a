/** The gifts module's public surface: gift a membership (issue 26). */
export { GiftsModule } from './gifts.module.js';
export { GiftsService, GIFTS_SEND_JOB } from './gifts.service.js';
export type { GiftRedeemed, GiftSend } from './events.js';
import { Gift } from './entities/gift.entity.js';

export const GIFTS_ENTITIES = [Gift];
export { GIFTS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { GiftsModule } from './gifts.module.js';
import { GIFTS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const GIFTS_FEATURE = defineFeature({
  name: 'gifts',
  module: GiftsModule,
  entities: GIFTS_ENTITIES,
  errors: GIFTS_ERRORS,
});
