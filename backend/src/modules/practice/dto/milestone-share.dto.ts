import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { MilestoneShareRequest } from '@yoga/contracts';
import { Optional, says } from '../../../common/validation/validation.js';

/** POST /api/practice/milestones/:key/share: the card's language (default: the student's). */
@ApiSchema({
  name: 'MilestoneShareRequest',
  description: "POST /api/practice/milestones/{key}/share: the card's language.",
})
export class MilestoneShareDto implements MilestoneShareRequest {
  @ApiPropertyOptional({
    enum: ['en', 'hi'],
    description: "The card's language (default: the student's)",
  })
  @Optional()
  @IsIn(['en', 'hi'], says('validation.one_of', { values: 'en, hi' }))
  lang?: 'en' | 'hi';
}
