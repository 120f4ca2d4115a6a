import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  Role,
  type AdminCompanyRecord,
  type CompanySeatHolder,
  type CompanyUsage,
  type CreateCompanyOrderResponse,
  type MyCompany,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  AdminCompanyRecordSchema,
  CompanySeatHolderSchema,
  CompanyUsageSchema,
  CreateCompanyOrderResponseSchema,
  MyCompanySchema,
} from './companies.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { AssignSeatDto, CreateCompanyOrderDto, RenewCompanyDto } from './dto/company.dto.js';
import { CompaniesService } from './companies.service.js';
import { CompanyOrders } from './company-orders.service.js';
import { CompanySeats } from './company-seats.service.js';

/** Company seats (issue 35): the order, the company admin's seats and usage, a domain seat's claim. */
@ApiTags('companies')
@ApiBearerAuth()
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly orders: CompanyOrders,
    private readonly seats: CompanySeats,
  ) {}

  /** An order for seats (the plan's price × seats), paid and verified like POST /payments/orders. */
  @Post('orders')
  @ApiCreatedResponse({ type: CreateCompanyOrderResponseSchema })
  createOrder(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateCompanyOrderDto,
  ): Promise<CreateCompanyOrderResponse> {
    return this.orders.createOrder(user.id, dto);
  }

  /**
   * The company the signed-in user administers (company_admin), with its seats' holders; null when she
   * administers none (the panel then offers to buy seats).
   */
  @Get('mine')
  @ApiExtraModels(MyCompanySchema)
  @ApiOkResponse({
    schema: { nullable: true, allOf: [{ $ref: getSchemaPath(MyCompanySchema) }] },
  })
  mine(@CurrentUser() user: AuthUser): Promise<MyCompany | null> {
    return this.companies.mine(user.id);
  }

  /** A free seat of a company of the signed-in user's email domain. */
  @Post('claim')
  @ApiCreatedResponse({ type: CompanySeatHolderSchema })
  claim(@CurrentUser() user: AuthUser): Promise<CompanySeatHolder> {
    return this.seats.claim(user.id);
  }

  /** Every company (admin), with its seats used. */
  @Get()
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AdminCompanyRecordSchema, isArray: true })
  list(): Promise<AdminCompanyRecord[]> {
    return this.companies.list();
  }

  /**
   * An order that renews this company (company admin) for `seats` seats, paid like any order: its seats
   * run one more period; fewer seats than assigned release the most recently assigned (told).
   */
  @Post(':id/renewals')
  @ApiCreatedResponse({ type: CreateCompanyOrderResponseSchema })
  renew(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RenewCompanyDto,
  ): Promise<CreateCompanyOrderResponse> {
    return this.orders.renew(user.id, id, dto.seats);
  }

  /** Gives a seat to an email address (company admin); 409 `seats_full` beyond the seats bought. */
  @Post(':id/seats')
  @ApiCreatedResponse({ type: CompanySeatHolderSchema })
  assign(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AssignSeatDto,
  ): Promise<CompanySeatHolder> {
    return this.seats.assign(user.id, id, dto.email);
  }

  /** Removes a seat (company admin): its holder's access ends at once. Answers the company after. */
  @Delete(':id/seats/:seatId')
  @ApiOkResponse({ type: MyCompanySchema })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Param('seatId', IdParamPipe) seatId: number,
  ): Promise<MyCompany> {
    await this.seats.remove(user.id, id, seatId);
    return this.companies.one(user.id, id);
  }

  /** Each seat's classes attended this month (company admin; no health data). */
  @Get(':id/usage')
  @ApiOkResponse({ type: CompanyUsageSchema })
  usage(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CompanyUsage> {
    return this.seats.usage(user.id, id);
  }
}
