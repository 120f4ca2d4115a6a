import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/index.js';
import { AuditController } from './audit.controller.js';
import { AuditService } from './audit.service.js';
import { AuditEntryRecord } from './entities/audit-entry.entity.js';

/** The audit log: records `admin.changed`, answers GET /api/admin/audit. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRecord]), UsersModule],
  controllers: [AuditController],
  providers: [AuditService],
})
export class AuditModule {}
