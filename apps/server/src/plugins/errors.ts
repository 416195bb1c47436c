import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  type ErrorCode,
  type ErrorResponse,
  type FieldIssue,
  type FieldIssueCode,
} from '@kizuki/shared';

/** An error with a stable code that the handler turns into `{ error: { code, message, details } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'resource') => new AppError(404, 'notFound', `${what} not found`);
export const forbidden = (message = 'not allowed') => new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'a valid bearer token is required') =>
  new AppError(401, 'unauthorized', message);
export const userNotFound = () =>
  new AppError(403, 'userNotFound', 'the signed-in account is not registered in Kizuki');
export const termsNotAccepted = () =>
  new AppError(403, 'termsNotAccepted', 'the current version of the terms of use is not accepted');
export const userDeactivated = () =>
  new AppError(403, 'userDeactivated', 'an admin has deactivated this account');
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details);
/**
 * 409 `conflict` about one part of the request, with the code the client words it by
 * (FIELD_ISSUE_CODES) and the facts it needs: details are its issue, as a 400's are.
 */
export const conflictOn = (issue: FieldIssue & { code: FieldIssueCode }) =>
  new AppError(409, 'conflict', `${issue.field}: ${issue.message}`, [issue]);
/** A client error about one part of the request, named as the validation errors name theirs. */
const fieldError = (status: number, code: ErrorCode, field: string, message: string) =>
  new AppError(status, code, `${field}: ${message}`, [{ field, message }]);
export const validationError = (field: string, message: string) =>
  fieldError(400, 'validation', field, message);
export const validationErrors = (issues: FieldIssue[]) =>
  new AppError(
    400,
    'validation',
    issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
    issues,
  );
export const invalidTransition = (message: string, details?: unknown) =>
  new AppError(409, 'invalidTransition', message, details);

/** The error answers a route documents, for its response schema: errorResponses(400, 401, 404). */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}

/**
 * Fastify's own client errors, by their code: the stable code we answer them with and the part of
 * the request that is wrong (every 400 names its field).
 */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; field: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payloadTooLarge', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'validation',
    field: 'headers.content-type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'validation', field: 'body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'validation', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'validation',
    field: 'headers.content-length',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'validation', field: 'headers.content-type' },
};

/** The message of a request line that cannot be read: never the line itself. */
const UNDECODABLE_URL = 'cannot be decoded (check its percent-encoding)';

/** What node-postgres says, without a SQLSTATE, when the server went away under a client. */
const CONNECTION_LOST =
  /Connection terminated|connection error and is not queryable|Connection ended/;

/**
 * SQLSTATEs that mean the database is unreachable rather than that the request was bad: class 08
 * (connection exception) but its protocol violation, 08P01, which PostgreSQL also answers a
 * statement it cannot take (more than 65,535 bind parameters): that one fails again on every
 * retry, so it is the statement's error, a 500, never "retry shortly" (issue 41).
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const code = (candidate as { code?: unknown })?.code;
    const message = (candidate as { message?: unknown })?.message;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    return (
      typeof code === 'string' &&
      ((code.startsWith('08') && code !== '08P01') ||
        code === '57P01' ||
        code === '57P03' ||
        code === 'ECONNREFUSED' ||
        code === 'ECONNRESET')
    );
  });
}

/** Errors of the code itself, whose message names code rather than data. */
const PROGRAMMING_ERRORS = new Set(['TypeError', 'RangeError', 'ReferenceError']);
/** What a database error may say about itself without data: codes and names from the schema. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'];

/** The part of a logger loggableError reads: its level (a logger switched off may have none). */
interface LogLevelCheck {
  level?: string;
}

/**
 * What the log may hold of an error: its kind and its codes, never its message or properties
 * where data lives. A failed query's error carries the statement and its parameters (drizzle's
 * `query` and `params`, and both in its message), PostgreSQL's `detail` echoes the values of a
 * key, and a message may quote the input: none of them may reach a log. Its stack frames (file
 * paths and lines of the deployed code, a map for an attacker who reads a log) only when the log
 * is at debug or trace, the setting a developer chooses to find a fault (issue 41).
 */
export function loggableError(error: unknown, log: LogLevelCheck): Record<string, unknown> {
  const summary = describeSafely(error);
  const cause = (error as { cause?: unknown })?.cause;
  if (cause !== undefined) summary.cause = describeSafely(cause);
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack === 'string' && (log.level === 'debug' || log.level === 'trace')) {
    summary.stack = stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n');
  }
  return summary;
}

function describeSafely(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const item = error as Record<string, unknown>;
  const type = error instanceof Error ? error.name : 'object';
  const summary: Record<string, unknown> = { type };
  for (const field of SAFE_DATABASE_FIELDS) {
    const value = item[field];
    if (typeof value === 'string' || typeof value === 'number') summary[field] = value;
  }
  if (PROGRAMMING_ERRORS.has(type) && typeof item.message === 'string') {
    summary.message = item.message.slice(0, 200);
  }
  return summary;
}

function body(code: ErrorCode, message: string, details?: unknown): ErrorResponse {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Answers an AppError in the API's error format (the error handler, and Fastify's frameworkErrors). */
function sendAppError(reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
}

/**
 * Fastify's own errors before routing (its frameworkErrors): a URL it cannot decode is a 400
 * naming `params`, another client error keeps its status (a path parameter too long, 414), any
 * other is a 500; never with Fastify's message, which quotes the request.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error.code !== 'FST_ERR_BAD_URL' && (status < 400 || status >= 500)) {
    return reply.status(500).send(body('internal', 'something went wrong'));
  }
  const message = error.code === 'FST_ERR_BAD_URL' ? UNDECODABLE_URL : 'cannot be taken';
  return sendAppError(
    reply,
    fieldError(error.code === 'FST_ERR_BAD_URL' ? 400 : status, 'validation', 'params', message),
  );
}

/** One error handler for the whole API: never a stack or a 5xx message in a response. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return sendAppError(reply, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues: FieldIssue[] = error.validation.map((issue) => ({
          field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join(
            '.',
          ),
          message: issue.message ?? 'is invalid',
        }));
        const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
        return reply.status(400).send(body('validation', summary, issues));
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) {
        return sendAppError(
          reply,
          fieldError(known.status, known.code, known.field, error.message),
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: loggableError(error, request.log) },
          'response did not match its schema',
        );
        return reply.status(500).send(body('internal', 'something went wrong'));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: loggableError(error, request.log) }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '1')
          .send(
            body('serviceUnavailable', 'the service is temporarily unavailable, retry shortly'),
          );
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Another client error of Fastify's (a path parameter it cannot decode, say): it is about
        // the request line. Its message quotes the request, which may hold search words, and an
        // error never echoes the request (issue 41): the answer names the part only.
        return sendAppError(
          reply,
          fieldError(error.statusCode, 'validation', 'params', UNDECODABLE_URL),
        );
      }
      request.log.error({ err: loggableError(error, request.log) }, 'unhandled error');
      return reply.status(500).send(body('internal', 'something went wrong'));
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send(body('notFound', `no route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'errors' },
);
