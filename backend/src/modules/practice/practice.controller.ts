import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { MilestoneShare, MilestoneShareState, PracticeSummary } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import {
  MilestoneShareSchema,
  MilestoneShareStateSchema,
  PracticeSummarySchema,
} from './practice.schemas.js';
import { MilestoneShareDto } from './dto/milestone-share.dto.js';
import { PracticeQueryDto } from './dto/practice-query.dto.js';
import { MilestoneCardsService } from './milestone-cards.service.js';
import { PracticeService } from './practice.service.js';

/** The signed-in student's practice calendar, streaks and milestones, and the milestones' share cards. */
@ApiTags('practice')
@ApiBearerAuth()
@Controller('practice')
export class PracticeController {
  constructor(
    private readonly practice: PracticeService,
    private readonly cards: MilestoneCardsService,
  ) {}

  @Get('me')
  @ApiOkResponse({ type: PracticeSummarySchema })
  me(@CurrentUser() user: AuthUser, @Query() query: PracticeQueryDto): Promise<PracticeSummary> {
    return this.practice.summary(user.id, query);
  }

  /** Shares a milestone the student reached: its card's public links (the same ones again later). */
  @Post('milestones/:key/share')
  @HttpCode(200)
  @ApiBody({ type: MilestoneShareDto, required: false })
  @ApiOkResponse({ type: MilestoneShareSchema })
  share(
    @CurrentUser() user: AuthUser,
    @Param('key') key: string,
    @Body() dto: MilestoneShareDto,
  ): Promise<MilestoneShare> {
    return this.cards.share(user.id, key, dto.lang);
  }

  /** Stops sharing: the card's page and picture answer 404 from now on. */
  @Delete('milestones/:key/share')
  @ApiOkResponse({ type: MilestoneShareStateSchema })
  async unshare(
    @CurrentUser() user: AuthUser,
    @Param('key') key: string,
  ): Promise<MilestoneShareState> {
    await this.cards.unshare(user.id, key);
    return { key, shared: false };
  }

  /** A shared card's picture: `<token>.png`, 1080×1080 (public; 404 once the student stops sharing). */
  @Public()
  @Get('cards/:file')
  @ApiOkResponse({
    description: 'PNG image, 1080×1080',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  async card(
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const token = /^(.+)\.png$/.exec(file)?.[1];
    if (!token) throw new ApiError('milestone_card_not_found');
    const { png, etag } = await this.cards.image(token);
    // Cheap to fetch again (kept in memory) and cacheable for an hour; gone within the hour once unshared.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('ETag', etag);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (ifNoneMatch === etag) {
      res.status(304);
      return undefined;
    }
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }
}
