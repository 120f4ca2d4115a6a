import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  type CurrentUser as CurrentUserDto,
  type LoginResponse,
  type RegisterResponse,
  type SuccessResponse,
} from '@yoga/contracts';
import {
  CurrentUserSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
} from '../../common/openapi/schemas/auth.js';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { AllowPendingPasswordChange } from '../../common/decorators/allow-pending-password-change.decorator.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { toCurrentUser, UsersService } from '../users/index.js';
import { AuthService } from './auth.service.js';
import { KNOWN_DEVICE_COOKIE, knownDeviceCookieOptions, knownDeviceOf } from './known-device.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ApiError } from '../../common/errors/api-error.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisterResponseSchema })
  register(@Body() dto: RegisterDto, @Req() req: Request): Promise<RegisterResponse> {
    return this.auth.register(dto, req.ip ?? 'unknown');
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseSchema })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const { deviceToken, ...answer } = await this.auth.login(
      dto,
      req.ip ?? 'unknown',
      knownDeviceOf(req),
    );
    if (deviceToken)
      res.cookie(KNOWN_DEVICE_COOKIE, deviceToken, knownDeviceCookieOptions(req.secure));
    return answer;
  }

  @ApiBearerAuth()
  @AllowPendingPasswordChange()
  @Get('me')
  @ApiOkResponse({ type: CurrentUserSchema })
  async me(@CurrentUser() user: AuthUser): Promise<CurrentUserDto> {
    const row = await this.users.findById(user.id);
    if (!row) throw new ApiError('user_not_found');
    return toCurrentUser(row);
  }

  /** Replaces the password: other sessions end (token version), this one gets the fresh token returned. */
  @ApiBearerAuth()
  @AllowPendingPasswordChange()
  @Put('password')
  @ApiOkResponse({ type: LoginResponseSchema })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<LoginResponse> {
    return this.auth.changePassword(user, dto.current_password, dto.new_password);
  }

  @ApiBearerAuth()
  @AllowPendingPasswordChange()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseSchema })
  async logout(@CurrentUser() user: AuthUser): Promise<SuccessResponse> {
    await this.auth.logout(user);
    return { success: true, message: 'Logged out' };
  }
}
