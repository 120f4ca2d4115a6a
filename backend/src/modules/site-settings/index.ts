/** The site-settings module's public surface: the owner of the business details and business rules. */
export { SiteSettingsModule } from './site-settings.module.js';
export { SiteSettingsService, type Seller } from './site-settings.service.js';
import { SiteSetting } from './entities/site-setting.entity.js';

export const SITE_SETTINGS_ENTITIES = [SiteSetting];
export { SITE_SETTINGS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { SiteSettingsModule } from './site-settings.module.js';
import { SITE_SETTINGS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const SITE_SETTINGS_FEATURE = defineFeature({
  name: 'site-settings',
  module: SiteSettingsModule,
  entities: SITE_SETTINGS_ENTITIES,
  errors: SITE_SETTINGS_ERRORS,
});
