import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditLogFilter, ExportLanguage, ListResponse } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

export const AUDIT_PAGE_SIZE = 20;

const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditLogFilter, offset: number, lang: ExportLanguage) =>
    [...auditKeys.all, filter, offset, lang] as const,
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

/**
 * GET /audit-log (admins): one page of the unit's trail, newest first, its objects and changes
 * named in the reader's language; the last page stays shown while the next loads.
 */
export function useAuditLog(filter: AuditLogFilter, offset: number, lang: ExportLanguage) {
  return useQuery({
    queryKey: auditKeys.page(filter, offset, lang),
    queryFn: ({ signal }) =>
      apiFetch<ListResponse<AuditEntry>>('/audit-log', {
        query: { ...queryOf(filter), lang, limit: AUDIT_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /audit-log/export: the filtered trail as a CSV file the browser saves, in the language. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: ({ filter, lang }: { filter: AuditLogFilter; lang: ExportLanguage }) =>
      apiDownload('/audit-log/export', {
        query: { ...queryOf(filter), lang },
        fallbackName: 'kizuki-audit.csv',
      }),
    meta: { explainsRefusals: true },
  });
}
