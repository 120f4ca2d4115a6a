import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HEALTH_NOTES_ENTITIES } from './entities.js';
import { HealthNotesController } from './health-notes.controller.js';
import { HealthNotesService } from './health-notes.service.js';

/** Students' health notes and the consent to share them with their instructors (issue 25). */
@Module({
  imports: [TypeOrmModule.forFeature(HEALTH_NOTES_ENTITIES)],
  controllers: [HealthNotesController],
  providers: [HealthNotesService],
  exports: [HealthNotesService],
})
export class HealthNotesModule {}
