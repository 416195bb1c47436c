/** Stable error codes. The client turns a code into a translated message; never parse `message`. */
export const ERROR_CODES = [
  'validation',
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
