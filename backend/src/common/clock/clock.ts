import { Injectable } from '@nestjs/common';

/** The one source of "now" for time-dependent rules (trial, periods, join windows); tests stub it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
