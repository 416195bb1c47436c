import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document spells it. */
export type JsonSchema = Record<string, unknown>;

interface DocumentedResponse {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface DocumentedOperation {
  parameters?: Operation['parameters'];
  requestBody?: DocumentedResponse;
  responses?: Record<string, DocumentedResponse>;
  security?: unknown[];
}

/** One operation of the OpenAPI document: `GET /api/posts/{id}` and what it declares. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{id}` style parameters. */
  path: string;
  key: string;
  parameters: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody: JsonSchema | null;
  responses: Record<string, DocumentedResponse>;
  /** No bearer token required (security: []). */
  isPublic: boolean;
}

/**
 * The API's route table as the OpenAPI document publishes it: the same document the client and the
 * integrators read, generated from the schemas that validate. Security tests walk it so that an
 * endpoint added tomorrow is walked too.
 */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      parameters: operation.parameters ?? [],
      requestBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
      responses: operation.responses ?? {},
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}

/**
 * Checks answers against the documented response schemas. zod's output schemas are published with
 * `additionalProperties: false`, so an answer that carries a field its schema does not declare (a
 * password hash, another unit's column) fails here even if the serializer let it through.
 */
export function createResponseContract() {
  // The document is OpenAPI 3.0 (nullable); formats are already spelled out as patterns.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();

  return function check(
    operation: Operation,
    statusCode: number,
    body: unknown,
  ): { ok: true } | { ok: false; problem: string } {
    const declared = operation.responses[String(statusCode)];
    if (!declared) {
      return {
        ok: false,
        problem: `${operation.key} answered ${statusCode}, which it does not declare`,
      };
    }
    const schema = declared.content?.['application/json']?.schema;
    if (!schema || statusCode === 204) return { ok: true };
    const cacheKey = `${operation.key} ${statusCode}`;
    let validate = validators.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(cacheKey, validate);
    }
    if (validate(body)) return { ok: true };
    return {
      ok: false,
      problem: `${cacheKey}: ${ajv.errorsText(validate.errors)}`,
    };
  };
}
