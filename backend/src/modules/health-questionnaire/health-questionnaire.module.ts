import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthNotesModule } from '../health-notes/index.js';
import { HEALTH_QUESTIONNAIRE_ENTITIES } from './entities.js';
import { HealthQuestionnaireController } from './health-questionnaire.controller.js';
import { HealthQuestionnaireService } from './health-questionnaire.service.js';

/** The health questionnaire before the first class, encrypted at rest (issue 37). */
@Module({
  imports: [TypeOrmModule.forFeature(HEALTH_QUESTIONNAIRE_ENTITIES), HealthNotesModule],
  controllers: [HealthQuestionnaireController],
  providers: [HealthQuestionnaireService],
  exports: [HealthQuestionnaireService],
})
export class HealthQuestionnaireModule {}
