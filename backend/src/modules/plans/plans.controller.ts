import { Body, Controller, Get, Header, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type Plan, type PlanHistoryEntry } from '@yoga/contracts';
import { PlanHistoryEntrySchema, PlanSchema } from './plans.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { CreatePlanDto, UpdatePlanDto } from './dto/plan.dto.js';
import { PlansService } from './plans.service.js';

/** The plans on sale: the price page, the student's plans page and checkout read them. */
@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: PlanSchema, isArray: true })
  list(): Promise<Plan[]> {
    return this.plans.listActive();
  }
}

/** The admin's Price page: every plan, new plans, changes (retire with `active: false`), the history. */
@ApiTags('plans')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/plans')
export class AdminPlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @ApiOkResponse({ type: PlanSchema, isArray: true })
  list(): Promise<Plan[]> {
    return this.plans.listAll();
  }

  @Post()
  @ApiCreatedResponse({ type: PlanSchema })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreatePlanDto): Promise<Plan> {
    return this.plans.create({ id: user.id, name: user.name }, dto);
  }

  @Patch(':slug')
  @ApiOkResponse({ type: PlanSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
    @Body() dto: UpdatePlanDto,
  ): Promise<Plan> {
    return this.plans.update({ id: user.id, name: user.name }, slug, dto);
  }

  @Get(':slug/history')
  @ApiOkResponse({ type: PlanHistoryEntrySchema, isArray: true })
  history(@Param('slug') slug: string): Promise<PlanHistoryEntry[]> {
    return this.plans.history(slug);
  }
}
