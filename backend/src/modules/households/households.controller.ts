import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CreateHouseholdResponse, MyHousehold } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { CreateHouseholdResponseSchema, MyHouseholdSchema } from './households.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import {
  AcceptHouseholdInviteDto,
  CreateHouseholdDto,
  HouseholdInviteDto,
  RenewHouseholdDto,
} from './dto/household.dto.js';
import { HouseholdMembers } from './household-members.service.js';
import { HouseholdOrders } from './household-orders.service.js';
import { HouseholdsService } from './households.service.js';

/** Household plans (issue 35): buy (the payer), invite and remove (the payer), accept (the invitee). */
@ApiTags('households')
@ApiBearerAuth()
@Controller('households')
export class HouseholdsController {
  constructor(
    private readonly households: HouseholdsService,
    private readonly orders: HouseholdOrders,
    private readonly members: HouseholdMembers,
  ) {}

  /** The order for a household plan (paid and verified like POST /payments/orders), and the household. */
  @Post()
  @ApiCreatedResponse({ type: CreateHouseholdResponseSchema })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateHouseholdDto,
  ): Promise<CreateHouseholdResponse> {
    return this.orders.create(user.id, dto);
  }

  /** The household the signed-in user pays for or belongs to. */
  @Get('mine')
  @ApiOkResponse({ type: MyHouseholdSchema })
  mine(@CurrentUser() user: AuthUser): Promise<MyHousehold> {
    return this.households.mine(user.id);
  }

  /** Accepts an invitation (signed in as the invitee). */
  @Post('invites/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: MyHouseholdSchema })
  accept(
    @CurrentUser() user: AuthUser,
    @Body() dto: AcceptHouseholdInviteDto,
  ): Promise<MyHousehold> {
    return this.members.accept(user.id, dto.token);
  }

  /**
   * An order that renews this household (the payer only), paid and verified like POST /payments/orders:
   * its members keep their access, nobody is invited again.
   */
  @Post(':id/renewals')
  @ApiCreatedResponse({ type: CreateHouseholdResponseSchema })
  renew(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RenewHouseholdDto,
  ): Promise<CreateHouseholdResponse> {
    return this.orders.renew(user.id, id, dto);
  }

  /** Invites an email address or a mobile number (the payer only; 409 household_full beyond the size). */
  @Post(':id/invites')
  @ApiCreatedResponse({ type: MyHouseholdSchema })
  invite(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: HouseholdInviteDto,
  ): Promise<MyHousehold> {
    return this.members.invite(user.id, id, dto);
  }

  /** Removes a member (the payer only): her access ends at once. */
  @Delete(':id/members/:userId')
  @ApiOkResponse({ type: MyHouseholdSchema })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Param('userId', IdParamPipe) userId: number,
  ): Promise<MyHousehold> {
    return this.members.remove(user.id, id, userId);
  }
}
