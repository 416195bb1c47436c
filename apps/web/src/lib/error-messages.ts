import type { ErrorCode } from '@kizuki/shared/rules';
import { useCallback } from 'react';
import { ApiError } from './api-client.ts';
import { useToast } from './toast.tsx';

/** What a failed call can say: the API's stable codes and the client's own `network`. */
export type FailureCode = ErrorCode | 'network';

/** The message of each code: `apiErrors>>{code}` in ja-screens.ts and en-screens.ts. */
export function errorMessageKey(code: FailureCode) {
  return `apiErrors>>${code}` as const;
}

/** Codes that say someone changed the thing meanwhile: a screen may word these its own way. */
const CHANGED_MEANWHILE: readonly FailureCode[] = ['conflict', 'invalidTransition'];

/**
 * The message key for a failed call: its code's own message, or `changedMeanwhile` (a screen's
 * key, e.g. "this task has already been decided") when the code says someone changed it
 * meanwhile. Anything that is not an ApiError reads as `internal`.
 */
export function failureMessageKey(error: unknown, changedMeanwhile?: string): string {
  const code = error instanceof ApiError ? error.code : 'internal';
  return changedMeanwhile && CHANGED_MEANWHILE.includes(code)
    ? changedMeanwhile
    : errorMessageKey(code);
}

/** Shows a failed mutation as an error toast, in the words of failureMessageKey. */
export function useFailureToast() {
  const showToast = useToast();
  return useCallback(
    (error: unknown, changedMeanwhile?: string) =>
      showToast(failureMessageKey(error, changedMeanwhile), 'error'),
    [showToast],
  );
}
