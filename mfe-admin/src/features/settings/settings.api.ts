import { baseApi } from '@yoga/api-client';
import type {
  BusinessDetails,
  BusinessDetailsPatch,
  BusinessRules,
  BusinessRulesPatch,
} from '@yoga/contracts';

/** The business details (GET /api/site-settings) and rules (/api/admin/business-rules), and their saves. */
export const settingsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SiteSettings', 'BusinessRules', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      siteSettings: build.query<BusinessDetails, void>({
        query: () => ({ url: '/site-settings' }),
        providesTags: ['SiteSettings'],
      }),
      saveSiteSettings: build.mutation<BusinessDetails, BusinessDetailsPatch>({
        query: (body) => ({ url: '/admin/site-settings', method: 'PATCH', body }),
        invalidatesTags: ['SiteSettings', 'Audit'],
      }),
      businessRules: build.query<BusinessRules, void>({
        query: () => ({ url: '/admin/business-rules' }),
        providesTags: ['BusinessRules'],
      }),
      saveBusinessRules: build.mutation<BusinessRules, BusinessRulesPatch>({
        query: (body) => ({ url: '/admin/business-rules', method: 'PATCH', body }),
        invalidatesTags: ['BusinessRules', 'Audit'],
      }),
    }),
  });

export const {
  useSiteSettingsQuery,
  useSaveSiteSettingsMutation,
  useBusinessRulesQuery,
  useSaveBusinessRulesMutation,
} = settingsApi;
