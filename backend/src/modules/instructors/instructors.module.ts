import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/index.js';
import { ClassesModule } from '../classes/index.js';
import { HealthNotesModule } from '../health-notes/index.js';
import { TimetableModule } from '../timetable/index.js';
import { UsersModule } from '../users/index.js';
import { VideoModule } from '../video/index.js';
import { InstructorAssignment } from './entities/instructor-assignment.entity.js';
import { ConsoleController, InstructorAssignmentsController } from './instructors.controller.js';
import { InstructorsService } from './instructors.service.js';

/** Instructors and their console (issue 25, docs/video.md#instructor-console). */
@Module({
  imports: [
    TypeOrmModule.forFeature([InstructorAssignment]),
    BookingsModule,
    ClassesModule,
    HealthNotesModule,
    TimetableModule,
    UsersModule,
    VideoModule,
  ],
  controllers: [ConsoleController, InstructorAssignmentsController],
  providers: [InstructorsService],
})
export class InstructorsModule {}
