import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicScheduleData } from '../../common/http/public-site-data.js';
import { ClassesScheduleData } from './classes-schedule-data.js';
import { ClassesController } from './classes.controller.js';
import { ClassBookings } from './class-bookings.js';
import { ClassEditor } from './class-editor.js';
import { ClassInstructors } from './class-instructors.js';
import { ClassesService } from './classes.service.js';
import { GeneratedClasses } from './generated-classes.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import { YogaClass } from './entities/yoga-class.entity.js';
import { UsersModule } from '../users/index.js';

@Module({
  imports: [TypeOrmModule.forFeature([YogaClass, ClassSkip]), UsersModule],
  controllers: [ClassesController],
  providers: [
    ClassBookings,
    ClassInstructors,
    ClassEditor,
    GeneratedClasses,
    ClassesService,
    { provide: PublicScheduleData, useClass: ClassesScheduleData },
  ],
  /** PublicScheduleData: the week of the server-rendered /schedule page (configure-app.ts). */
  exports: [ClassesService, PublicScheduleData],
})
export class ClassesModule {}
