import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type AuditPage } from '@yoga/contracts';
import { AuditPageSchema } from './audit.schemas.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { AuditQueryDto } from './dto/audit-query.dto.js';
import { AuditService } from './audit.service.js';

/** The audit log of every admin and instructor change, newest first. */
@ApiTags('audit')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOkResponse({ type: AuditPageSchema })
  list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.audit.list(query);
  }
}
