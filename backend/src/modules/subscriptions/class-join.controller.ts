import { ConflictException, Controller, Inject, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  JOIN_ERRORS,
  Role,
  joinClosedMessage,
  joinOpensMessage,
  joinWindow,
  type JoinClassResponse,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ClassesService } from '../classes/classes.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** The only way a student gets a class's link: entitled, and inside the join window. */
@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class ClassJoinController {
  constructor(
    private readonly classes: ClassesService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(':id/join')
  @HttpCode(200)
  async join(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<JoinClassResponse> {
    const found = await this.classes.findEntity(id);
    await this.subscriptions.assertEntitled(user);
    if (user.role === Role.Admin || user.role === Role.Instructor) return { url: found.link };
    const { opens, closes } = joinWindow(found.date, found.time);
    const now = this.clock.now().getTime();
    if (now < opens.getTime())
      throw new ConflictException({ message: joinOpensMessage(opens), error: JOIN_ERRORS.notOpen });
    if (now > closes.getTime())
      throw new ConflictException({
        message: joinClosedMessage(closes),
        error: JOIN_ERRORS.closed,
      });
    await this.subscriptions.recordAttendance(user.id, id);
    return { url: found.link };
  }
}
