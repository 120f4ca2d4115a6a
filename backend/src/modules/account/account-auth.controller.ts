import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { LoginResponse, SuccessResponse } from '@yoga/contracts';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { AuthService, LoginResponseSchema } from '../auth/index.js';
import { AccountRecoveryService } from './account-recovery.service.js';
import { EmailOnlyDto, ResetPasswordDto, VerifyCodeDto } from './dto/account.dto.js';

const ipOf = (req: Request) => req.ip ?? 'unknown';

/** /api/auth/forgot, /reset, /otp/request, /otp/verify: signing in without the password at hand. */
@ApiTags('auth')
@Controller('auth')
export class AccountAuthController {
  constructor(
    private readonly recovery: AccountRecoveryService,
    private readonly auth: AuthService,
  ) {}

  /** Always 202 with the same body: the answer never tells whether the account exists. */
  @Public()
  @Post('forgot')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: SuccessResponseSchema })
  forgot(@Body() dto: EmailOnlyDto, @Req() req: Request): Promise<SuccessResponse> {
    return this.recovery.forgot(dto.email, ipOf(req));
  }

  @Public()
  @Post('reset')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseSchema })
  reset(@Body() dto: ResetPasswordDto, @Req() req: Request): Promise<SuccessResponse> {
    return this.recovery.reset(dto.token, dto.password, ipOf(req));
  }

  /** Always 202 with the same body. */
  @Public()
  @Post('otp/request')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: SuccessResponseSchema })
  requestCode(@Body() dto: EmailOnlyDto, @Req() req: Request): Promise<SuccessResponse> {
    return this.recovery.requestCode(dto.email, ipOf(req));
  }

  @Public()
  @Post('otp/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseSchema })
  async verifyCode(
    @Body() dto: VerifyCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const answer = await this.recovery.verifyCode(dto.email, dto.code, ipOf(req));
    // A sign-in like a login: this browser becomes a known device of the account.
    res.cookie(...this.auth.knownDeviceCookie(answer.user.id, req.secure));
    return answer;
  }
}
