import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Role,
  type ClassAttendanceRow,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type InstructorOption,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ClassAttendanceRowSchema } from '../video/index.js';
import {
  ClassMessageResponseSchema,
  ConsoleClassSchema,
  ConsoleRosterRowSchema,
  ConsoleStartResponseSchema,
  InstructorOptionSchema,
} from './instructors.schemas.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ClassMessageDto } from './dto/instructors.dto.js';
import { InstructorsService } from './instructors.service.js';

/** The instructor console (instructors and admins; an instructor reaches only the classes they teach). */
@ApiTags('console')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Instructor)
@Controller('console/classes')
export class ConsoleController {
  constructor(private readonly instructors: InstructorsService) {}

  @Get()
  @ApiOkResponse({ type: ConsoleClassSchema, isArray: true })
  upcoming(@CurrentUser() user: AuthUser): Promise<ConsoleClass[]> {
    return this.instructors.upcoming(user);
  }

  @Get(':id/roster')
  @ApiOkResponse({ type: ConsoleRosterRowSchema, isArray: true })
  roster(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ConsoleRosterRow[]> {
    return this.instructors.roster(user, id);
  }

  @Post(':id/start')
  @HttpCode(200)
  @ApiOkResponse({ type: ConsoleStartResponseSchema })
  start(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ConsoleStartResponse> {
    return this.instructors.start(user, id);
  }

  @Get(':id/attendance')
  @ApiOkResponse({ type: ClassAttendanceRowSchema, isArray: true })
  attendance(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ClassAttendanceRow[]> {
    return this.instructors.attendance(user, id);
  }

  @Post(':id/message')
  @HttpCode(200)
  @ApiOkResponse({ type: ClassMessageResponseSchema })
  message(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ClassMessageDto,
  ): Promise<ClassMessageResponse> {
    return this.instructors.message(user, id, dto.text);
  }
}

/**
 * The instructor accounts the admin picks from: a timetable slot's instructor and a class's substitute
 * are fields of the slot and the class (issue 38: PUT /api/timetable/slots/:id, PUT /api/classes/:id).
 */
@ApiTags('console')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/instructors')
export class InstructorOptionsController {
  constructor(private readonly instructors: InstructorsService) {}

  @Get()
  @ApiOkResponse({ type: InstructorOptionSchema, isArray: true })
  list(): Promise<InstructorOption[]> {
    return this.instructors.instructors();
  }
}
