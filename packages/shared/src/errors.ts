import { z } from 'zod';

/** Stable error codes. The client turns a code into a translated message; never parse `message`. */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'userNotFound',
  'payloadTooLarge',
  'rateLimited',
  'serviceUnavailable',
  'internal',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
