import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CodeCheckThrottle } from '../../common/rate-limit/code-check-throttle.js';
import {
  certificateVerifyPath,
  Role,
  type CertificateVerification,
  type Challenge,
  type ChallengeLeaderboardRow,
  type ChallengeListItem,
  type ChallengeProgress,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { answerLanguage } from '../../common/i18n/accept-language.js';
import {
  CertificateVerificationSchema,
  ChallengeLeaderboardRowSchema,
  ChallengeListItemSchema,
  ChallengeProgressSchema,
  ChallengeSchema,
} from './challenges.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { certificatePdf } from './certificate-pdf.js';
import { ChallengesAdminService } from './challenges-admin.service.js';
import { ChallengesService } from './challenges.service.js';
import {
  CertificateQueryDto,
  CreateChallengeDto,
  LeaderboardChoiceDto,
  UpdateChallengeDto,
} from './dto/challenge.dto.js';

/** The student's challenges: list, join, progress, leaderboard, certificate. */
@ApiTags('challenges')
@ApiBearerAuth()
@Controller('challenges')
export class ChallengesController {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly settings: SiteSettingsService,
    @Inject(SITE_CONFIG) private readonly site: SiteConfig,
  ) {}

  @Get()
  @ApiOkResponse({ type: ChallengeListItemSchema, isArray: true })
  list(@CurrentUser() user: AuthUser): Promise<ChallengeListItem[]> {
    return this.challenges.list(user.id);
  }

  @Post(':id/join')
  @HttpCode(201)
  @ApiBody({ type: LeaderboardChoiceDto, required: false })
  @ApiCreatedResponse({ type: ChallengeProgressSchema })
  join(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: LeaderboardChoiceDto,
  ): Promise<ChallengeProgress> {
    return this.challenges.join(user, id, dto);
  }

  @Put(':id/leaderboard')
  @ApiOkResponse({ type: ChallengeProgressSchema })
  leaderboardChoice(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: LeaderboardChoiceDto,
  ): Promise<ChallengeProgress> {
    return this.challenges.setLeaderboard(user.id, id, dto);
  }

  @Get(':id/progress')
  @ApiOkResponse({ type: ChallengeProgressSchema })
  progress(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ChallengeProgress> {
    return this.challenges.progress(user.id, id);
  }

  @Get(':id/leaderboard')
  @ApiOkResponse({ type: ChallengeLeaderboardRowSchema, isArray: true })
  leaderboard(@Param('id', IdParamPipe) id: number): Promise<ChallengeLeaderboardRow[]> {
    return this.challenges.leaderboard(id);
  }

  /** The finisher's certificate PDF (A4 landscape; `lang` or the Accept-Language); 404 until then. */
  @Get(':id/certificate')
  @ApiOkResponse({
    description: 'PDF file',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async certificate(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Query() query: CertificateQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const data = await this.challenges.certificate(user.id, id);
    const language = query.lang ?? answerLanguage(acceptLanguage);
    const brand = (await this.settings.details()).brand_name;
    const pdf = await certificatePdf(
      data,
      language,
      brand,
      `${this.site.siteUrl}${certificateVerifyPath(data.code)}`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="certificate-${data.code}.pdf"`,
      length: pdf.length,
    });
  }
}

/** The public check of a certificate's code (the /verify/:code page asks it). */
@ApiTags('challenges')
@Controller('certificates')
export class CertificatesController {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly codeChecks: CodeCheckThrottle,
  ) {}

  /** At most 20 unknown codes per address in 15 minutes, then 429 (CodeCheckThrottle). */
  @Public()
  @Get(':code')
  @ApiOkResponse({ type: CertificateVerificationSchema })
  verify(@Param('code') code: string, @Req() req: Request): Promise<CertificateVerification> {
    return this.codeChecks.run(
      'certificate',
      { ip: req.ip ?? 'unknown' },
      (error) => error === 'certificate_not_found',
      () => this.challenges.verify(code.toUpperCase()),
    );
  }
}

/** The admin's challenges. */
@ApiTags('challenges')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/challenges')
export class AdminChallengesController {
  constructor(private readonly challenges: ChallengesAdminService) {}

  @Get()
  @ApiOkResponse({ type: ChallengeSchema, isArray: true })
  list(): Promise<Challenge[]> {
    return this.challenges.adminList();
  }

  @Post()
  @ApiCreatedResponse({ type: ChallengeSchema })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateChallengeDto): Promise<Challenge> {
    return this.challenges.create(user.id, dto);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ChallengeSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateChallengeDto,
  ): Promise<Challenge> {
    return this.challenges.update(user.id, id, dto);
  }
}
