import type { FastifyRequest } from 'fastify';
import { isStorableText } from '@kizuki/shared/rules';
import { validationError } from './errors.ts';

const UNSTORABLE = 'contains a character that cannot be stored (U+0000 or a lone surrogate)';

/** The path of the first text in the value that PostgreSQL could not store, or null. */
function unstorableAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    // A hostile key names its parent: the field's name would carry the character itself.
    if (!isStorableText(key)) return path;
    const found = unstorableAt(item, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * preValidation hook of the API: a path parameter, query parameter or body text that PostgreSQL
 * cannot store answers 400 `validation` naming the field (`params.id`, `querystring.keyword`,
 * `body.body`), before any schema or statement sees it. One place for every route, so that no
 * route's text reaches the database as a 500.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const parts = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const;
  for (const [name, value] of parts) {
    const field = unstorableAt(value, name);
    if (field) throw validationError(field, UNSTORABLE);
  }
}

/** The same rule for a text taken from the bearer token (the e-mail claim a user is found by). */
export function assertStorableClaim(text: string, field: string): void {
  if (!isStorableText(text)) throw validationError(field, UNSTORABLE);
}
