import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  Role,
  type Booking,
  type BookingResponse,
  type CancelBookingResponse,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto, sendTotal } from '../../common/paging/page-query.dto.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { seesClassLinks } from '../classes/classes.mapper.js';
import { BookingsService } from './bookings.service.js';
import { ClassBookingDto, DemoBookingDto } from './dto/booking.dto.js';

@ApiTags('bookings')
@ApiBearerAuth()
@Controller('bookings')
export class BookingsController {
  constructor(private readonly service: BookingsService) {}

  @Post('class')
  bookClass(@CurrentUser() user: AuthUser, @Body() dto: ClassBookingDto): Promise<BookingResponse> {
    return this.service.bookClass(user, dto);
  }

  /** A full class: join its waitlist (same body as a class booking); 409 while it has places. */
  @Post('waitlist')
  joinWaitlist(
    @CurrentUser() user: AuthUser,
    @Body() dto: ClassBookingDto,
  ): Promise<BookingResponse> {
    return this.service.joinWaitlist(user, dto);
  }

  /** Own bookings only (another's is 404); a place up to 1 hour before the start, else 409. */
  @Delete(':id')
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CancelBookingResponse> {
    return this.service.cancel(user, id);
  }

  @Post('demo')
  bookDemo(@CurrentUser() user: AuthUser, @Body() dto: DemoBookingDto): Promise<BookingResponse> {
    return this.service.bookDemo(user, dto);
  }

  @Get('mine')
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
  async all(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Booking[]> {
    const { items, total } = await this.service.list(query, true);
    sendTotal(res, total);
    return items;
  }
}
