import { HealthQuestionnaireAnswer } from './entities/health-questionnaire-answer.entity.js';

export const HEALTH_QUESTIONNAIRE_ENTITIES = [HealthQuestionnaireAnswer];
