import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/index.js';
import { ClassesModule } from '../classes/index.js';
import { TimetableSlot } from './entities/timetable-slot.entity.js';
import { TimetableController } from './timetable.controller.js';
import { TimetableService } from './timetable.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TimetableSlot]), ClassesModule, UsersModule],
  controllers: [TimetableController],
  providers: [TimetableService],
  exports: [TimetableService],
})
export class TimetableModule {}
