import type { FastifyRequest } from 'fastify';
import { isStorableText } from '@kizuki/shared/rules';
import { validationError } from './errors.ts';

const UNSTORABLE = 'contains a character that cannot be stored (U+0000 or a lone surrogate)';

/** Deeper than any of our schemas goes: a body nested further is refused before it is walked. */
const MAX_DEPTH = 32;
const TOO_DEEP = `is nested deeper than ${MAX_DEPTH} levels`;

/**
 * The first text in the value that PostgreSQL could not store, or a value nested too deeply to
 * walk, with its path; null when there is none. Walked with a stack of its own, so a hostile body
 * of thousands of nested arrays cannot exhaust the call stack.
 */
function unstorableAt(root: unknown, rootPath: string): { field: string; message: string } | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field: path, message: UNSTORABLE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field: path, message: TOO_DEEP };
    const entries = Object.entries(value as Record<string, unknown>);
    // Pushed in reverse, so the first field found is the first in the document.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      // A hostile key names its parent: the field's name would carry the character itself.
      if (!isStorableText(key)) return { field: path, message: UNSTORABLE };
      pending.push({ value: item, path: `${path}.${key}`, depth: depth + 1 });
    }
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
    const found = unstorableAt(value, name);
    if (found) throw validationError(found.field, found.message);
  }
}

/** The same rule for a text taken from the bearer token (the e-mail claim a user is found by). */
export function assertStorableClaim(text: string, field: string): void {
  if (!isStorableText(text)) throw validationError(field, UNSTORABLE);
}
