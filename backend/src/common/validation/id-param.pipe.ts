import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from '../errors/api-error.js';

export const MAX_ID = 2_147_483_647;

/**
 * An id as the API accepts it: a plain positive decimal integer ("16"), never "0x10", " 1", "+1",
 * "01" or "1e3"; a JSON number must be a whole number in range. Anything else → undefined.
 */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** Route ids (`:id`): bad ids are 400 "Invalid id."; an unknown valid id is then a 404. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === undefined) throw new ApiError('invalid_id');
    return id;
  }
}
