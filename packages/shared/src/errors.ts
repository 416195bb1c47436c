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
  'ownContent',
  'idempotencyKeyReused',
  'userNotFound',
  'termsNotAccepted',
  'payloadTooLarge',
  'rateLimited',
  'serviceUnavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorResponse {
  error: { code: ErrorCode; message: string; details?: unknown };
}
