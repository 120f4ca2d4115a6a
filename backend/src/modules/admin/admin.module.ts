import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes/classes.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

@Module({
  imports: [UsersModule, ClassesModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
