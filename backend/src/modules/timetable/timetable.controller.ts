import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type SuccessResponse, type TimetableSlot } from '@yoga/contracts';
import { TimetableSlotSchema } from './timetable.schemas.js';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { SlotInputDto } from './dto/slot.dto.js';
import { SlotsLinkDto } from './dto/slots-link.dto.js';
import { TimetableService } from './timetable.service.js';

/** The weekly template (admin only); classes of the next 14 days follow it. */
@ApiTags('timetable')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('timetable/slots')
export class TimetableController {
  constructor(private readonly service: TimetableService) {}

  @Get()
  @ApiOkResponse({ type: TimetableSlotSchema, isArray: true })
  list(): Promise<TimetableSlot[]> {
    return this.service.list();
  }

  @Post()
  @ApiCreatedResponse({ type: TimetableSlotSchema })
  create(@CurrentUser() user: AuthUser, @Body() dto: SlotInputDto): Promise<TimetableSlot> {
    return this.service.create(user.id, dto);
  }

  /** One meeting link for many slots (select, apply): answers the changed slots. */
  @Patch()
  @ApiOkResponse({ type: TimetableSlotSchema, isArray: true })
  setLink(@CurrentUser() user: AuthUser, @Body() dto: SlotsLinkDto): Promise<TimetableSlot[]> {
    return this.service.setLink(user.id, dto.ids, dto.link);
  }

  @Put(':id')
  @ApiOkResponse({ type: TimetableSlotSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SlotInputDto,
  ): Promise<TimetableSlot> {
    return this.service.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: SuccessResponseSchema })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<SuccessResponse> {
    await this.service.remove(user.id, id);
    return { success: true, message: 'Timetable slot deleted' };
  }
}
