import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
  type AdminMessagesQuery,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { Optional, says } from '../../../common/validation/validation.js';

/** GET /api/admin/messages filters (all optional) and paging. */
export class ListMessagesQueryDto extends PageQueryDto implements AdminMessagesQuery {
  @ApiPropertyOptional({ enum: MESSAGE_CHANNELS })
  @Optional()
  @IsIn(MESSAGE_CHANNELS, says('validation.one_of', { values: MESSAGE_CHANNELS.join(', ') }))
  channel?: MessageChannel;

  @ApiPropertyOptional({ enum: MESSAGE_STATUSES })
  @Optional()
  @IsIn(MESSAGE_STATUSES, says('validation.one_of', { values: MESSAGE_STATUSES.join(', ') }))
  status?: MessageStatus;

  @ApiPropertyOptional({ description: "A student's id, or part of their name or email" })
  @Optional()
  @IsString(says('validation.text'))
  @MaxLength(100, says('validation.at_most_characters', { max: 100 }))
  @Matches(/^[^%_\\]*$/, says('validation.no_wildcards'))
  student?: string;
}
