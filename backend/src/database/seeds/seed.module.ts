import { Module } from '@nestjs/common';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { TimetableModule } from '../../modules/timetable/timetable.module.js';
import { UsersModule } from '../../modules/users/users.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [UsersModule, AuthModule, TimetableModule], providers: [SeedService] })
export class SeedModule {}
