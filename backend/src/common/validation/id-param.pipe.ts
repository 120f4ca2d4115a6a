import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/** Route ids: positive integers only (a non-number is bad input; an unknown number is then a 404). */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
      throw new BadRequestException('Invalid id.');
    return id;
  }
}
