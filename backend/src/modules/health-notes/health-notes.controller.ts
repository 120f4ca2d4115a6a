import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HealthNotes } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { HealthNotesSchema } from './health-notes.schemas.js';
import { UpdateHealthNotesDto } from './dto/health-notes.dto.js';
import { HealthNotesService } from './health-notes.service.js';

/** The student's own health notes, in their profile. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile/health-notes')
export class HealthNotesController {
  constructor(private readonly notes: HealthNotesService) {}

  @Get()
  @ApiOkResponse({ type: HealthNotesSchema })
  mine(@CurrentUser() user: AuthUser): Promise<HealthNotes> {
    return this.notes.get(user.id);
  }

  @Put()
  @ApiOkResponse({ type: HealthNotesSchema })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateHealthNotesDto): Promise<HealthNotes> {
    return this.notes.update(user.id, dto);
  }
}
