import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/classes.module.js';
import { ClassSkip } from '../classes/entities/class-skip.entity.js';
import { YogaClass } from '../classes/entities/yoga-class.entity.js';
import { TimetableSlot } from './entities/timetable-slot.entity.js';
import { TimetableController } from './timetable.controller.js';
import { TimetableService } from './timetable.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TimetableSlot, YogaClass, ClassSkip]), ClassesModule],
  controllers: [TimetableController],
  providers: [TimetableService],
  exports: [TimetableService],
})
export class TimetableModule {}
