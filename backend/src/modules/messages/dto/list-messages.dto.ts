import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';

/** GET /api/admin/messages filters (all optional) and paging. */
export class ListMessagesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: MESSAGE_CHANNELS })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS, { message: `channel must be one of: ${MESSAGE_CHANNELS.join(', ')}.` })
  channel?: MessageChannel;

  @ApiPropertyOptional({ enum: MESSAGE_STATUSES })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, { message: `status must be one of: ${MESSAGE_STATUSES.join(', ')}.` })
  status?: MessageStatus;

  @ApiPropertyOptional({ description: "A student's id, or part of their name or email" })
  @IsOptional()
  @IsString({ message: 'student must be text.' })
  @MaxLength(100, { message: 'student must be at most 100 characters.' })
  @Matches(/^[^%_\\]*$/, { message: 'student must not contain %, _ or \\.' })
  student?: string;
}
