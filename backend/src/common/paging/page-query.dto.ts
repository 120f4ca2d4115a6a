import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { PAGE_LIMIT_MAX, type PageQuery } from '@yoga/contracts';
import type { Response } from 'express';
import { Optional } from '../validation/validation.js';

/** Query numbers in plain decimal only ("0x10" and "1e3" stay text and fail IsInt). */
const decimal = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Optional()
  @Transform(decimal)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_MAX })
  @Optional()
  @Transform(decimal)
  @IsInt()
  @Min(1)
  limit?: number;
}

export interface Page {
  skip: number;
  take: number;
}

/** Page size defaults to, and is capped at, PAGE_LIMIT_MAX. */
export function toPage(query: PageQueryDto): Page {
  const take = Math.min(query.limit ?? PAGE_LIMIT_MAX, PAGE_LIMIT_MAX);
  return { take, skip: ((query.page ?? 1) - 1) * take };
}

/** List endpoints keep the spec's JSON-array body; the total goes in a header. */
export function sendTotal(res: Response, total: number) {
  res.setHeader('X-Total-Count', String(total));
}
