import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { AuthModule } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { ManageUsersController } from './manage-users.controller.js';
import { ManageUsersService } from './manage-users.service.js';

@Module({
  imports: [UsersModule, AuthModule, AccountModule],
  controllers: [ManageUsersController],
  providers: [ManageUsersService],
})
export class ManageUsersModule {}
