import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Put,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  type CurrentUser as CurrentUserDto,
  type LoginResponse,
  type RegisterResponse,
  type SuccessResponse,
} from '@yoga/contracts';
import { AllowPendingPasswordChange } from '../../common/decorators/allow-pending-password-change.decorator.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { toCurrentUser } from '../users/users.mapper.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Post('register')
  register(@Body() dto: RegisterDto, @Req() req: Request): Promise<RegisterResponse> {
    return this.auth.register(dto, req.ip ?? 'unknown');
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: LoginDto, @Req() req: Request): Promise<LoginResponse> {
    return this.auth.login(dto, req.ip ?? 'unknown');
  }

  @ApiBearerAuth()
  @AllowPendingPasswordChange()
  @Get('me')
  async me(@CurrentUser() user: AuthUser): Promise<CurrentUserDto> {
    const row = await this.users.findById(user.id);
    if (!row) throw new NotFoundException('User not found.');
    return toCurrentUser(row);
  }

  /** Replaces the password: other sessions end (token version), this one gets the fresh token returned. */
  @ApiBearerAuth()
  @AllowPendingPasswordChange()
  @Put('password')
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
  async logout(@CurrentUser() user: AuthUser): Promise<SuccessResponse> {
    await this.auth.logout(user);
    return { success: true, message: 'Logged out' };
  }
}
