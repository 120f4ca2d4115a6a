import { Inject, Injectable } from '@nestjs/common';
import type { WeekSchedule } from '@yoga/contracts';
import { PublicScheduleData } from '../../common/http/public-site-data.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { ClassesService } from './classes.service.js';

/** The coming week of `/schedule` (server-rendered), from the owner of the classes. */
@Injectable()
export class ClassesScheduleData extends PublicScheduleData {
  constructor(
    private readonly classes: ClassesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  schedule(): Promise<WeekSchedule> {
    return this.classes.week(this.clock.now());
  }
}
