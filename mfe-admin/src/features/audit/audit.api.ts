import { baseApi } from '@yoga/api-client';
import type { AuditPage, AuditQuery } from '@yoga/contracts';

/** The audit log of admin changes (GET /api/admin/audit). */
export const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
