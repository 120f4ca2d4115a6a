import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, Role, type SuccessResponse } from '@yoga/contracts';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { DomainEvents } from '../../events/index.js';
import { UsersService } from '../users/index.js';
import { AccountRecoveryService } from './account-recovery.service.js';
import { AccountThrottle } from './account-throttle.service.js';
import { ApiError } from '../../common/errors/api-error.js';

@ApiTags('manageusers')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('manageusers')
export class AdminAccountController {
  constructor(
    private readonly users: UsersService,
    private readonly recovery: AccountRecoveryService,
    private readonly throttle: AccountThrottle,
    private readonly events: DomainEvents,
  ) {}

  /** Sends the user a reset link; the admin never sees or sets the password. */
  @Post(':id/reset-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: SuccessResponseSchema })
  async resetPassword(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<SuccessResponse> {
    const user = await this.users.findById(id);
    if (!user) throw new ApiError('user_not_found');
    if (!(await this.throttle.allowMail(user.email))) throw new TooManyAttemptsException(60);
    await this.recovery.sendResetLink(user);
    // The audit log: the link was sent (no state changed but the link's own row).
    await this.events.publish('admin.changed', {
      actorId: actor.id,
      entity: 'user',
      entityId: String(id),
      action: 'reset_password',
      before: null,
      after: null,
    });
    return { success: true, message: ACCOUNT_MESSAGES.resetLinkSent };
  }
}
