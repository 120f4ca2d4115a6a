import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { ManageUsersController } from './manage-users.controller.js';
import { ManageUsersService } from './manage-users.service.js';

@Module({
  imports: [UsersModule, AuthModule],
  controllers: [ManageUsersController],
  providers: [ManageUsersService],
})
export class ManageUsersModule {}
