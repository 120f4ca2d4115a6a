import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, type AdminMessageRow, type SuccessResponse } from '@yoga/contracts';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { AdminMessageRowSchema } from './messages.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ListMessagesQueryDto } from './dto/list-messages.dto.js';
import { MessagesAdminService } from './messages-admin.service.js';

/** GET /api/admin/messages: the outbox, newest first (X-Total-Count); POST …/:id/retry sends again. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/messages')
export class MessagesController {
  constructor(private readonly messages: MessagesAdminService) {}

  @Get()
  @ApiOkResponse({ type: AdminMessageRowSchema, isArray: true })
  async list(
    @Query() query: ListMessagesQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminMessageRow[]> {
    const { items, total } = await this.messages.list(query);
    sendTotal(res, total);
    return items;
  }

  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseSchema })
  retry(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<SuccessResponse> {
    return this.messages.retry(user.id, id);
  }
}
