import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { istDate, type Profile, type SuccessResponse } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { LinkTokenDto } from '../account/dto/account.dto.js';
import { AccountErasureService } from './account-erasure.service.js';
import { DeleteAccountDto, EmailChangeDto, UpdateProfileDto } from './dto/profile.dto.js';
import { ProfileService } from './profile.service.js';

/** The signed-in person's own account: profile, email change, their data (DPDP) and deletion. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly erasure: AccountErasureService,
  ) {}

  @Get()
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profile.get(user.id);
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<Profile> {
    return this.profile.update(user.id, dto);
  }

  /** Everything stored about the caller, as a JSON file download. */
  @Get('export')
  async export(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown>> {
    const data = await this.erasure.export(user.id);
    // The file is named after the day it was made, in India.
    const day = istDate(new Date(String(data.exported_at)));
    res.setHeader('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return data;
  }

  /** Erases the account after the password (or a fresh one-time code) confirms it; every session ends. */
  @Delete()
  @HttpCode(HttpStatus.OK)
  delete(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto): Promise<SuccessResponse> {
    return this.erasure.delete(user, dto);
  }

  /** 202: a confirmation link goes to the new address; the email changes when it is opened. */
  @Post('email')
  @HttpCode(HttpStatus.ACCEPTED)
  requestEmailChange(
    @CurrentUser() user: AuthUser,
    @Body() dto: EmailChangeDto,
  ): Promise<SuccessResponse> {
    return this.profile.requestEmailChange(user.id, dto);
  }

  /** Opened from the link in the email; the token is the proof, so no session is needed. */
  @Public()
  @Post('email/confirm')
  @HttpCode(HttpStatus.OK)
  confirmEmailChange(@Body() dto: LinkTokenDto, @Req() req: Request): Promise<SuccessResponse> {
    return this.profile.confirmEmailChange(dto.token, req.ip ?? 'unknown');
  }
}
