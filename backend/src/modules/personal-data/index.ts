/** The personal-data module's public surface: the registry of every module's part of a person's data. */
export { PersonalDataModule } from './personal-data.module.js';
export { PersonalDataRegistry, type PersonalDataContributor } from './personal-data.registry.js';

import { defineFeature } from '../../common/feature.js';
import { PersonalDataModule } from './personal-data.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PERSONAL_DATA_FEATURE = defineFeature({
  name: 'personal-data',
  module: PersonalDataModule,
});
