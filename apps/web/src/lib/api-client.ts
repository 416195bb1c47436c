import { ERROR_CODES, type ErrorCode, type ErrorResponse } from '@kizuki/shared/rules';
import { noteRead, takeAskedAhead } from './first-requests.ts';

/** The browser bundle carries no zod: the error envelope is checked by hand. */
function isErrorResponse(body: unknown): body is ErrorResponse {
  const error = (body as Partial<ErrorResponse> | null)?.error;
  return (
    typeof error?.message === 'string' && (ERROR_CODES as readonly string[]).includes(error.code)
  );
}

/** A failed API call with the server's stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    /** The error's details: the fields a 400 names, the findings of complianceFindings. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The object a screen asked for is not there: a 404 (missing, or another unit's), or a 400 that
 * names only the path's parameters (an address such as /posts/-6, typed or cut short), which a
 * person reads the same way.
 */
export function isMissingObject(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  const fields = Array.isArray(error.details)
    ? error.details.map((detail) => (detail as { field?: unknown })?.field)
    : [];
  return (
    error.status === 400 &&
    fields.length > 0 &&
    fields.every((field) => typeof field === 'string' && field.startsWith('params'))
  );
}

/** Thrown after a 401 once the sign-in redirect has started: nothing else should react to it. */
export class SignInRequiredError extends ApiError {
  constructor() {
    super(401, 'unauthorized', 'sign-in required');
    this.name = 'SignInRequiredError';
  }
}

interface ApiSession {
  accessToken: () => string | null | Promise<string | null>;
  /** SPEC.md section 7: a 401 remembers the address and signs in again. */
  onUnauthorized: () => void;
}

let session: ApiSession = { accessToken: () => null, onUnauthorized: () => undefined };

/** The auth layer plugs the current token and the re-sign-in into every call. */
export function connectApiSession(next: ApiSession) {
  session = next;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees a successful answer's headers (a poll's ETag) before its body is parsed. */
  onResponse?: (response: Response) => void;
  /** Lets the request finish after the page is hidden or closed (usage analytics). */
  keepalive?: boolean;
}

export function buildQuery(query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls the API with the bearer token; answers the response, or throws an ApiError. */
export async function send(path: string, request: ApiRequest, accept: string): Promise<Response> {
  const token = await session.accessToken();
  const headers: Record<string, string> = { accept, ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  const address = `/api${path}${buildQuery(request.query)}`;
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const ask = () =>
    fetch(address, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      keepalive: request.keepalive,
    });
  // A plain read may have been asked already by the page's start script (first-requests.ts).
  const plainRead = method === 'GET' && accept === 'application/json' && !request.headers;
  if (plainRead) noteRead(address);
  const askedAhead = plainRead ? takeAskedAhead(address, token) : null;

  let response: Response;
  try {
    // An answer asked ahead that failed, or says no, is asked again by the app itself.
    response = await (askedAhead
      ? askedAhead.then((early) => (early.ok ? early : ask()), ask)
      : ask());
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'the server could not be reached');
  }

  if (response.status === 401) {
    session.onUnauthorized();
    throw new SignInRequiredError();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw isErrorResponse(body)
      ? new ApiError(response.status, body.error.code, body.error.message, body.error.details)
      : new ApiError(response.status, 'internal', `HTTP ${response.status}`);
  }
  request.onResponse?.(response);
  return response;
}

/** Calls the API with the bearer token; answers the parsed JSON or throws an ApiError. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request, 'application/json');
  return (response.status === 204 ? undefined : await response.json()) as T;
}
