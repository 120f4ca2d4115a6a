import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';
import { ClassSkip } from './entities/class-skip.entity.js';
import { YogaClass } from './entities/yoga-class.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([YogaClass, ClassSkip])],
  controllers: [ClassesController],
  providers: [ClassesService],
  exports: [ClassesService],
})
export class ClassesModule {}
