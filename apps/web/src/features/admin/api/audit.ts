import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditLogFilter, ListResponse } from '@kizuki/shared';
import { apiDownload, apiFetch } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditLogFilter, offset: number) => [...auditKeys.all, filter, offset] as const,
};

/** The filter as query parameters: only what is set. */
const queryOf = (filter: AuditLogFilter) => ({
  objectType: filter.objectType,
  objectId: filter.objectId,
  actorUserId: filter.actorUserId,
  action: filter.action,
  from: filter.from,
  to: filter.to,
});

/** GET /audit-log (admins): one page of the unit's trail, newest first; the last page stays shown while the next loads. */
export function useAuditLog(filter: AuditLogFilter, offset: number) {
  return useQuery({
    queryKey: auditKeys.page(filter, offset),
    queryFn: ({ signal }) =>
      apiFetch<ListResponse<AuditEntry>>('/audit-log', {
        query: { ...queryOf(filter), limit: AUDIT_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /audit-log/export: the filtered trail as a CSV file the browser saves. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: (filter: AuditLogFilter) =>
      apiDownload('/audit-log/export', {
        query: queryOf(filter),
        fallbackName: 'kizuki-audit.csv',
      }),
    meta: { explainsRefusals: true },
  });
}
