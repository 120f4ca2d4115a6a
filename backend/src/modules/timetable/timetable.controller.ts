import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Role, type SuccessResponse, type TimetableSlot } from '@yoga/contracts';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { SlotInputDto } from './dto/slot.dto.js';
import { TimetableService } from './timetable.service.js';

/** The weekly template (admin only); classes of the next 14 days follow it. */
@ApiTags('timetable')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('timetable/slots')
export class TimetableController {
  constructor(private readonly service: TimetableService) {}

  @Get()
  list(): Promise<TimetableSlot[]> {
    return this.service.list();
  }

  @Post()
  create(@Body() dto: SlotInputDto): Promise<TimetableSlot> {
    return this.service.create(dto);
  }

  @Put(':id')
  update(@Param('id', IdParamPipe) id: number, @Body() dto: SlotInputDto): Promise<TimetableSlot> {
    return this.service.update(id, dto);
  }

  @Delete(':id')
  async remove(@Param('id', IdParamPipe) id: number): Promise<SuccessResponse> {
    await this.service.remove(id);
    return { success: true, message: 'Timetable slot deleted' };
  }
}
