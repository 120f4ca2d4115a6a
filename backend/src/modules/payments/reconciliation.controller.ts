import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type ReconciliationItem, type ReconciliationRunResponse } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  ReconciliationItemSchema,
  ReconciliationRunResponseSchema,
} from './reconciliation.schemas.js';
import { ReconciliationService } from './reconciliation.service.js';

/** The reconciliation with the gateway (issue 35): what it fixed, and a run on demand. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/reconciliation')
export class ReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get()
  @ApiOkResponse({ type: ReconciliationItemSchema, isArray: true })
  list(): Promise<ReconciliationItem[]> {
    return this.reconciliation.list();
  }

  /** Compares the gateway's last days with what is recorded here now, and fixes each difference once. */
  @Post('run')
  @HttpCode(200)
  @ApiOkResponse({ type: ReconciliationRunResponseSchema })
  run(@CurrentUser() user: AuthUser): Promise<ReconciliationRunResponse> {
    return this.reconciliation.run(undefined, user.id);
  }
}
