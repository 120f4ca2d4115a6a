import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CHALLENGE_CITY_MAX_LENGTH,
  CHALLENGE_DESCRIPTION_MAX_LENGTH,
  CHALLENGE_LENGTHS,
  CHALLENGE_NAME_MAX_LENGTH,
  CHALLENGE_PLACES_MAX,
  DATE_PATTERN,
  type BilingualText,
  type ChallengeLeaderboardChoice,
  type ChallengeLength,
  type CreateChallengeRequest,
  type UpdateChallengeRequest,
} from '@yoga/contracts';
import { CalendarDate, TextField } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';

const DATE_MESSAGE = says('validation.date');
const LENGTH_MESSAGE = says('validation.one_of', { values: CHALLENGE_LENGTHS.join(', ') });
const MIN_DAYS_MESSAGE = says('validation.whole_number_range', { min: 1, max: 40 });
const PLACES_MESSAGE = says('validation.whole_number_range', { min: 1, max: CHALLENGE_PLACES_MAX });

@ApiSchema({ name: 'ChallengeName', description: "A challenge's name in both languages." })
export class ChallengeNameDto implements BilingualText {
  @TextField(CHALLENGE_NAME_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  en: string;

  @TextField(CHALLENGE_NAME_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  hi: string;
}

@ApiSchema({
  name: 'ChallengeDescription',
  description: "A challenge's description in both languages.",
})
export class ChallengeDescriptionDto implements BilingualText {
  @TextField(CHALLENGE_DESCRIPTION_MAX_LENGTH, { required: true })
  en: string;

  @TextField(CHALLENGE_DESCRIPTION_MAX_LENGTH, { required: true })
  hi: string;
}

/** POST /api/admin/challenges. */
@ApiSchema({ name: 'CreateChallengeRequest', description: 'POST /api/admin/challenges.' })
export class CreateChallengeDto implements CreateChallengeRequest {
  @ApiProperty({ type: ChallengeNameDto })
  @Required()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => ChallengeNameDto)
  name: ChallengeNameDto;

  @ApiPropertyOptional({ type: ChallengeDescriptionDto, nullable: true })
  @Optional({ nullable: true })
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => ChallengeDescriptionDto)
  description?: ChallengeDescriptionDto | null;

  @ApiProperty({ example: '2026-12-01', description: 'IST date of the first day' })
  @Required()
  @IsString()
  @Matches(DATE_PATTERN, DATE_MESSAGE)
  @CalendarDate(DATE_MESSAGE)
  starts_on: string;

  @ApiProperty({ enum: CHALLENGE_LENGTHS, type: 'integer' })
  @Required()
  @IsIn(CHALLENGE_LENGTHS, LENGTH_MESSAGE)
  days: ChallengeLength;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'Practice days needed to finish; default: every day',
  })
  @Optional()
  @IsInt(MIN_DAYS_MESSAGE)
  @Min(1, MIN_DAYS_MESSAGE)
  @Max(40, MIN_DAYS_MESSAGE)
  min_days?: number;

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  trial_allowed?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    nullable: true,
    description: 'null: no limit',
  })
  @Optional({ nullable: true })
  @IsInt(PLACES_MESSAGE)
  @Min(1, PLACES_MESSAGE)
  @Max(CHALLENGE_PLACES_MAX, PLACES_MESSAGE)
  places?: number | null;
}

/** PATCH /api/admin/challenges/:id: the fields sent change. */
@ApiSchema({
  name: 'UpdateChallengeRequest',
  description: 'PATCH /api/admin/challenges/:id: the fields sent change.',
})
export class UpdateChallengeDto implements UpdateChallengeRequest {
  @ApiPropertyOptional({ type: ChallengeNameDto })
  @Optional()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => ChallengeNameDto)
  name?: ChallengeNameDto;

  @ApiPropertyOptional({ type: ChallengeDescriptionDto, nullable: true })
  @Optional({ nullable: true })
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => ChallengeDescriptionDto)
  description?: ChallengeDescriptionDto | null;

  @ApiPropertyOptional({ example: '2026-12-01' })
  @Optional()
  @IsString()
  @Matches(DATE_PATTERN, DATE_MESSAGE)
  @CalendarDate(DATE_MESSAGE)
  starts_on?: string;

  @ApiPropertyOptional({ enum: CHALLENGE_LENGTHS, type: 'integer' })
  @Optional()
  @IsIn(CHALLENGE_LENGTHS, LENGTH_MESSAGE)
  days?: ChallengeLength;

  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @Optional()
  @IsInt(MIN_DAYS_MESSAGE)
  @Min(1, MIN_DAYS_MESSAGE)
  @Max(40, MIN_DAYS_MESSAGE)
  min_days?: number;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  trial_allowed?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true })
  @Optional({ nullable: true })
  @IsInt(PLACES_MESSAGE)
  @Min(1, PLACES_MESSAGE)
  @Max(CHALLENGE_PLACES_MAX, PLACES_MESSAGE)
  places?: number | null;
}

/** POST /api/challenges/:id/join (optional) and PUT /api/challenges/:id/leaderboard. */
@ApiSchema({
  name: 'ChallengeLeaderboardChoice',
  description:
    'POST /api/challenges/:id/join (optional body) and PUT /api/challenges/:id/leaderboard.',
})
export class LeaderboardChoiceDto implements ChallengeLeaderboardChoice {
  @ApiPropertyOptional({
    description: 'Show me on the leaderboard (first name and city initial only)',
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  leaderboard?: boolean;

  @TextField(CHALLENGE_CITY_MAX_LENGTH, {
    nullable: true,
    description: 'The city whose initial the leaderboard shows',
  })
  city?: string | null;
}

/** GET /api/challenges/:id/certificate?lang=hi */
export class CertificateQueryDto {
  @ApiPropertyOptional({ enum: ['en', 'hi'], description: 'Default: the Accept-Language' })
  @Optional()
  @IsIn(['en', 'hi'], says('validation.one_of', { values: 'en, hi' }))
  lang?: 'en' | 'hi';
}
