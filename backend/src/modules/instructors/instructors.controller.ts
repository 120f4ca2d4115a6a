import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Role,
  type ClassAttendanceRow,
  type ClassMessageResponse,
  type ConsoleClass,
  type ConsoleRosterRow,
  type ConsoleStartResponse,
  type InstructorOption,
  type SlotInstructor,
} from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ClassAttendanceRowSchema } from '../../common/openapi/schemas/classes.js';
import {
  ClassMessageResponseSchema,
  ConsoleClassSchema,
  ConsoleRosterRowSchema,
  ConsoleStartResponseSchema,
  InstructorOptionSchema,
  SlotInstructorSchema,
} from '../../common/openapi/schemas/instructors.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { AssignInstructorDto, ClassMessageDto } from './dto/instructors.dto.js';
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

/** The admin's instructor assignments: per timetable slot, and a substitute per class. */
@ApiTags('console')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/instructors')
export class InstructorAssignmentsController {
  constructor(private readonly instructors: InstructorsService) {}

  @Get()
  @ApiOkResponse({ type: InstructorOptionSchema, isArray: true })
  list(): Promise<InstructorOption[]> {
    return this.instructors.instructors();
  }

  @Get('slots')
  @ApiOkResponse({ type: SlotInstructorSchema, isArray: true })
  slots(): Promise<SlotInstructor[]> {
    return this.instructors.slotAssignments();
  }

  @Put('slots/:id')
  @ApiOkResponse({ type: SlotInstructorSchema })
  assignSlot(
    @CurrentUser() admin: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AssignInstructorDto,
  ): Promise<SlotInstructor> {
    return this.instructors.assignSlot(admin.id, id, dto.instructor_id);
  }

  @Put('classes/:id')
  @ApiOkResponse({ type: ConsoleClassSchema })
  assignClass(
    @CurrentUser() admin: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AssignInstructorDto,
  ): Promise<ConsoleClass> {
    return this.instructors.assignClass(admin.id, id, dto.instructor_id);
  }
}
