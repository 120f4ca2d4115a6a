import { Body, Controller, Get, Headers, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HealthQuestionnaire, HealthQuestionnaireStatus } from '@yoga/contracts';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { answerLanguage } from '../../common/i18n/accept-language.js';
import {
  HealthQuestionnaireSchema,
  HealthQuestionnaireStatusSchema,
} from './health-questionnaire.schemas.js';
import { HealthQuestionnaireAnswersDto } from './dto/health-questionnaire.dto.js';
import { HealthQuestionnaireService } from './health-questionnaire.service.js';

/** The health questionnaire before the first class (issue 37): the student's own answers. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('health-questionnaire')
export class HealthQuestionnaireController {
  constructor(private readonly questionnaire: HealthQuestionnaireService) {}

  @Get()
  @ApiOkResponse({ type: HealthQuestionnaireSchema })
  questions(@Headers('accept-language') acceptLanguage?: string): HealthQuestionnaire {
    return this.questionnaire.questions(answerLanguage(acceptLanguage));
  }

  @Get('me')
  @ApiOkResponse({ type: HealthQuestionnaireStatusSchema })
  mine(@CurrentUser() user: AuthUser): Promise<HealthQuestionnaireStatus> {
    return this.questionnaire.status(user.id);
  }

  @Put('me')
  @ApiOkResponse({ type: HealthQuestionnaireStatusSchema })
  answer(
    @CurrentUser() user: AuthUser,
    @Body() dto: HealthQuestionnaireAnswersDto,
  ): Promise<HealthQuestionnaireStatus> {
    return this.questionnaire.save(user.id, dto);
  }
}
