import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  Role,
  type Booking,
  type BookingResponse,
  type CancelBookingResponse,
  type DemoRequest,
  type DemoRequestCount,
  type SendDemoLinkResponse,
} from '@yoga/contracts';
import {
  BookingResponseSchema,
  BookingSchema,
  CancelBookingResponseSchema,
  DemoRequestCountSchema,
  DemoRequestSchema,
  SendDemoLinkResponseSchema,
} from './bookings.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { seesClassLinks } from '../classes/index.js';
import { BookingsService } from './bookings.service.js';
import { DemoRequestsService } from './demo-requests.service.js';
import {
  ClassBookingDto,
  DemoBookingDto,
  DemoRequestsQueryDto,
  SendDemoLinkDto,
} from './dto/booking.dto.js';

@ApiTags('bookings')
@ApiBearerAuth()
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly service: BookingsService,
    private readonly demos: DemoRequestsService,
  ) {}

  @Post('class')
  @ApiCreatedResponse({ type: BookingResponseSchema })
  bookClass(@CurrentUser() user: AuthUser, @Body() dto: ClassBookingDto): Promise<BookingResponse> {
    return this.service.bookClass(user, dto);
  }

  /** A full class: join its waitlist (same body as a class booking); 409 while it has places. */
  @Post('waitlist')
  @ApiCreatedResponse({ type: BookingResponseSchema })
  joinWaitlist(
    @CurrentUser() user: AuthUser,
    @Body() dto: ClassBookingDto,
  ): Promise<BookingResponse> {
    return this.service.joinWaitlist(user, dto);
  }

  /** Own bookings only (another's is 404); a place up to 1 hour before the start, else 409. */
  @Delete(':id')
  @ApiOkResponse({ type: CancelBookingResponseSchema })
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CancelBookingResponse> {
    return this.service.cancel(user, id);
  }

  @Post('demo')
  @ApiCreatedResponse({ type: BookingResponseSchema })
  bookDemo(@CurrentUser() user: AuthUser, @Body() dto: DemoBookingDto): Promise<BookingResponse> {
    return this.service.bookDemo(user, dto);
  }

  @Get('mine')
  @ApiOkResponse({ type: BookingSchema, isArray: true })
  async mine(
    @CurrentUser() user: AuthUser,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Booking[]> {
    const { items, total } = await this.service.list(query, seesClassLinks(user), user.id);
    sendTotal(res, total);
    return items;
  }

  @Roles(Role.Admin)
  @Get()
  @ApiOkResponse({ type: BookingSchema, isArray: true })
  async all(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Booking[]> {
    const { items, total } = await this.service.list(query, true);
    sendTotal(res, total);
    return items;
  }

  /** Demo requests for the admin: `status` new (default: no link sent, still ahead), sent or all. */
  @Roles(Role.Admin)
  @Get('demo-requests')
  @ApiOkResponse({ type: DemoRequestSchema, isArray: true })
  async demoRequests(
    @Query() query: DemoRequestsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DemoRequest[]> {
    const { items, total } = await this.demos.demoRequests(query);
    sendTotal(res, total);
    return items;
  }

  /** How many demo requests wait for a link (the admin panel's alert). */
  @Roles(Role.Admin)
  @Get('demo-requests/count')
  @ApiOkResponse({ type: DemoRequestCountSchema })
  async demoRequestCount(): Promise<DemoRequestCount> {
    return { new: await this.demos.newDemoRequestCount() };
  }

  /** Sends the student the joining link of their demo class and marks the request sent. */
  @Roles(Role.Admin)
  @Post(':id/demo-link')
  @HttpCode(200)
  @ApiOkResponse({ type: SendDemoLinkResponseSchema })
  sendDemoLink(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SendDemoLinkDto,
  ): Promise<SendDemoLinkResponse> {
    return this.demos.sendDemoLink(user.id, id, dto.link);
  }
}
