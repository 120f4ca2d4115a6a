import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  type CurrentUser as CurrentUserDto,
  type DeviceAuthorizationResponse,
  type LoginResponse,
  type RegisterResponse,
  type SuccessResponse,
} from '@yoga/contracts';
import {
  CurrentUserSchema,
  DeviceAuthorizationResponseSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
} from './auth.schemas.js';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { AllowPendingPasswordChange } from '../../common/decorators/allow-pending-password-change.decorator.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { toCurrentUser, UsersService } from '../users/index.js';
import { AuthService } from './auth.service.js';
import { knownDeviceOf } from './known-device.js';
import { DeviceSignInService } from './device-sign-in.service.js';
import { DeviceApproveDto, DeviceTokenDto } from './dto/device.dto.js';
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
    private readonly devices: DeviceSignInService,
  ) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisterResponseSchema })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RegisterResponse> {
    // Signed in at once, as after a login (the token in the answer, this device known).
    const answer = await this.auth.register(dto, req.ip ?? 'unknown');
    res.cookie(...this.auth.knownDeviceCookie(answer.user.id, req.secure));
    return answer;
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
    const answer = await this.auth.login(dto, req.ip ?? 'unknown', knownDeviceOf(req));
    res.cookie(...this.auth.knownDeviceCookie(answer.user.id, req.secure));
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

  /** The TV's sign-in, step 1 (OAuth device flow, RFC 8628): a code to show; signed out, limited per address. */
  @Public()
  @Post('device')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DeviceAuthorizationResponseSchema })
  startDevice(@Req() req: Request): Promise<DeviceAuthorizationResponse> {
    return this.devices.start(req.ip ?? 'unknown');
  }

  /** Step 2, on the signed-in phone: the code shown on the TV signs the TV in to this account. */
  @ApiBearerAuth()
  @Post('device/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseSchema })
  async approveDevice(
    @CurrentUser() user: AuthUser,
    @Body() dto: DeviceApproveDto,
    @Req() req: Request,
  ): Promise<SuccessResponse> {
    await this.devices.decide(user, dto.user_code, req.ip ?? 'unknown', true);
    return { success: true, message: 'Approved' };
  }

  /** Or "this is not my TV": the TV's poll answers access_denied. */
  @ApiBearerAuth()
  @Post('device/deny')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseSchema })
  async denyDevice(
    @CurrentUser() user: AuthUser,
    @Body() dto: DeviceApproveDto,
    @Req() req: Request,
  ): Promise<SuccessResponse> {
    await this.devices.decide(user, dto.user_code, req.ip ?? 'unknown', false);
    return { success: true, message: 'Declined' };
  }

  /** Step 3, the TV's poll: 400 authorization_pending … until approved, then the session, once. */
  @Public()
  @Post('device/token')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseSchema })
  pollDevice(@Body() dto: DeviceTokenDto): Promise<LoginResponse> {
    return this.devices.poll(dto.device_code);
  }
}
