import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/index.js';
import { ClassesModule } from '../classes/index.js';
import { HealthNotesModule } from '../health-notes/index.js';
import { HealthQuestionnaireModule } from '../health-questionnaire/index.js';
import { UsersModule } from '../users/index.js';
import { VideoModule } from '../video/index.js';
import { ConsoleController, InstructorOptionsController } from './instructors.controller.js';
import { InstructorsService } from './instructors.service.js';

/** Instructors and their console (issue 25, docs/video.md#instructor-console). */
@Module({
  imports: [
    BookingsModule,
    ClassesModule,
    HealthNotesModule,
    HealthQuestionnaireModule,
    UsersModule,
    VideoModule,
  ],
  controllers: [ConsoleController, InstructorOptionsController],
  providers: [InstructorsService],
})
export class InstructorsModule {}
