/** The site-settings module's public surface: the owner of the business details and business rules. */
export { SiteSettingsModule } from './site-settings.module.js';
export { SiteSettingsService, type Seller } from './site-settings.service.js';
import { SiteSetting } from './entities/site-setting.entity.js';

export const SITE_SETTINGS_ENTITIES = [SiteSetting];
export { SITE_SETTINGS_ERRORS } from './errors.js';
