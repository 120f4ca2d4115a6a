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
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { istDate, type Profile, type SuccessResponse } from '@yoga/contracts';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { ProfileSchema } from './profile.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { LinkTokenDto } from '../account/index.js';
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
  @ApiOkResponse({ type: ProfileSchema })
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profile.get(user.id);
  }

  @Patch()
  @ApiOkResponse({ type: ProfileSchema })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<Profile> {
    return this.profile.update(user.id, dto);
  }

  /** Everything stored about the caller, as a JSON file download. */
  @Get('export')
  @ApiOkResponse({
    description: 'Everything stored about the caller (a JSON file download)',
    schema: { type: 'object', additionalProperties: true },
  })
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
  @ApiOkResponse({ type: SuccessResponseSchema })
  delete(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto): Promise<SuccessResponse> {
    return this.erasure.delete(user, dto);
  }

  /** 202: a confirmation link goes to the new address; the email changes when it is opened. */
  @Post('email')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: SuccessResponseSchema })
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
  @ApiOkResponse({ type: SuccessResponseSchema })
  confirmEmailChange(@Body() dto: LinkTokenDto, @Req() req: Request): Promise<SuccessResponse> {
    return this.profile.confirmEmailChange(dto.token, req.ip ?? 'unknown');
  }
}
