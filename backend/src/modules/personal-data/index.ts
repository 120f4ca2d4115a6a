/** The personal-data module's public surface: the registry of every module's part of a person's data. */
export { PersonalDataModule } from './personal-data.module.js';
export { PersonalDataRegistry, type PersonalDataContributor } from './personal-data.registry.js';
