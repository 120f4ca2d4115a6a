import { Module } from '@nestjs/common';
import { PublicCertificateData } from '../../common/http/public-site-data.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PracticeModule } from '../practice/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import {
  AdminChallengesController,
  CertificatesController,
  ChallengesController,
} from './challenges.controller.js';
import { CertificatesSiteData } from './certificates.site-data.js';
import { ChallengesPersonalData } from './challenges.personal-data.js';
import { ChallengesAdminService } from './challenges-admin.service.js';
import { ChallengesService } from './challenges.service.js';
import { ChallengeParticipant } from './entities/challenge-participant.entity.js';
import { ChallengeRecord } from './entities/challenge.entity.js';

/** Practice challenges (issue 27): the admin's challenges, joining, progress, leaderboard, certificates. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChallengeRecord, ChallengeParticipant]),
    PracticeModule,
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [ChallengesController, CertificatesController, AdminChallengesController],
  providers: [
    ChallengesService,
    ChallengesAdminService,
    ChallengesPersonalData,
    // The certificate of the server-rendered /verify/:code page (configure-app.ts).
    { provide: PublicCertificateData, useClass: CertificatesSiteData },
  ],
  exports: [ChallengesService],
})
export class ChallengesModule {}
