import { useMutation } from '@tanstack/react-query';
import type { CreateSafetyCaseBody, SafetyCase } from '@kizuki/shared';
import { apiFetch } from '../api-client.ts';

/**
 * POST /safety-cases: a possible adverse event reported to the safety department, with one
 * Idempotency-Key per form so a retry after a lost answer cannot report it twice.
 */
export function useReportSafetyCase(idempotencyKey: string) {
  return useMutation({
    mutationFn: (body: CreateSafetyCaseBody) =>
      apiFetch<SafetyCase>('/safety-cases', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    meta: { explainsRefusals: true },
  });
}

/** The local date and time for a datetime-local field: "2026-11-25T14:05". */
export function localDateTimeValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
