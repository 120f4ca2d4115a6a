import type {
  HealthQuestionnaire,
  HealthQuestionnaireAnswers,
  HealthQuestionnaireStatus,
} from '@yoga/contracts';
import type { Locale } from '@yoga/i18n';
import { membershipApi } from '../../shared/membership.api';

const healthCheckTags = membershipApi.enhanceEndpoints({ addTagTypes: ['HealthCheck'] });

/** The health questionnaire before the first Join (issue 37). */
export const healthCheckApi = healthCheckTags.injectEndpoints({
  endpoints: (build) => ({
    /** The questions in the panel's language (the locale is the cache key: the header follows it). */
    healthQuestions: build.query<HealthQuestionnaire, Locale>({
      query: () => '/health-questionnaire',
    }),
    /** Whether to ask before Join: never answered, over 12 months ago, or a "yes" not yet confirmed. */
    healthCheckStatus: build.query<HealthQuestionnaireStatus, void>({
      query: () => '/health-questionnaire/me',
      providesTags: ['HealthCheck', 'Me'],
    }),
    saveHealthCheck: build.mutation<HealthQuestionnaireStatus, HealthQuestionnaireAnswers>({
      query: (body) => ({ url: '/health-questionnaire/me', method: 'PUT', body }),
      invalidatesTags: ['HealthCheck'],
    }),
  }),
});

export const { useHealthQuestionsQuery, useHealthCheckStatusQuery, useSaveHealthCheckMutation } =
  healthCheckApi;
