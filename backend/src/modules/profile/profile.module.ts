import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/index.js';
import { AuthModule } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { AccountErasureService } from './account-erasure.service.js';
import { ConsentsService } from './consents.service.js';
import { AccountErasure } from './entities/account-erasure.entity.js';
import { ConsentEvent } from './entities/consent-event.entity.js';
import { ErasuresController } from './erasures.controller.js';
import { ProfileController } from './profile.controller.js';
import { ProfilePersonalData } from './profile.personal-data.js';
import { ProfileService } from './profile.service.js';

/** /api/profile (own account, data export, deletion) and the admin's erasure log. */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    AccountModule,
    TypeOrmModule.forFeature([ConsentEvent, AccountErasure]),
  ],
  controllers: [ProfileController, ErasuresController],
  providers: [ProfileService, ConsentsService, AccountErasureService, ProfilePersonalData],
  /** The consents decide who gets reminders (messages module). */
  exports: [ConsentsService],
})
export class ProfileModule {}
