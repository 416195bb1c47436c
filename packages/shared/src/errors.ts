/** Stable error codes. The client turns a code into a translated message; never parse `message`. */
export const ERROR_CODES = [
  'validation',
  /** 400: the compliance pre-screen found an identifier or a possible adverse event (issue 19). */
  'complianceFindings',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'invalidTransition',
  'noApprover',
  /** 409: a safety case has nobody to go to (the unit has no safety contact and no admin). */
  'noSafetyContact',
  'ownContent',
  /** 409: the caller already keeps the most of something allowed (20 saved searches). */
  'limitReached',
  'idempotencyKeyReused',
  'userNotFound',
  'termsNotAccepted',
  /** 403: an admin deactivated the caller (issue 20); every request of theirs answers it. */
  'userDeactivated',
  'payloadTooLarge',
  'rateLimited',
  'serviceUnavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorResponse {
  error: { code: ErrorCode; message: string; details?: unknown };
}
