import { Global, Module } from '@nestjs/common';
import { PersonalDataRegistry } from './personal-data.registry.js';

/** The registry every module that stores personal data registers its contributor with. */
@Global()
@Module({ providers: [PersonalDataRegistry], exports: [PersonalDataRegistry] })
export class PersonalDataModule {}
