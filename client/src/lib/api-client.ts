import { apiUrl } from './base-url';
import type { ErrorBody, LastChange } from '@shared/schemas/common';

/** An error answer's JSON (one from a proxy may lack the message); a 412 may name who last changed the record. */
type ApiErrorBody = Pick<ErrorBody, 'error'> & Partial<ErrorBody> & { changedBy?: LastChange };

/** The BFF answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** the BFF's French message, when it gave one */
  readonly serverMessage: string | undefined;
  /** the input the BFF refused (`currentPassword`), when it named one */
  readonly field: string | undefined;
  /** a 404 of a record someone deleted: who, and when (the journal says it to whoever reached the record) */
  readonly deletedBy: LastChange | undefined;

  constructor(status: number, body: ApiErrorBody | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error ?? `http_${status}`;
    this.serverMessage = body?.message;
    this.field = body?.field;
    this.deletedBy = body?.deletedBy;
  }
}

/**
 * A write refused with 412 edit_conflict: the record moved since the version sent in If-Match, nothing
 * was written; `current` is the record as it is now.
 */
export class EditConflict<R = unknown> extends ApiError {
  readonly current: R;
  /** who made the change the write met, and when, when the journal knows */
  readonly changedBy: LastChange | undefined;

  constructor(body: ApiErrorBody, current: R) {
    super(412, body);
    this.name = 'EditConflict';
    this.current = current;
    this.changedBy = body.changedBy;
  }
}

/** No answer at all: the BFF is unreachable (offline, proxy down, request aborted by the network). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** a write: the version of the record it was made on (sent as If-Match; another version is a 412, EditConflict) */
  ifMatch?: string;
  /**
   * A 401 is an expected answer of this call (login, session probe), not the end of the session.
   */
  expectUnauthorized?: boolean;
}

let sessionEndedHandler: ((reason: string | null) => void) | null = null;
let passwordChangeHandler: (() => void) | null = null;

/** Registers what happens when any call learns that the session is gone (a 401). */
export function onSessionEnded(handler: ((reason: string | null) => void) | null): void {
  sessionEndedHandler = handler;
}

/** Registers what happens when any call is refused until the user chooses a password (403 password_change_required). */
export function onPasswordChangeRequired(handler: (() => void) | null): void {
  passwordChangeHandler = handler;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The one way the client calls the BFF: same-origin cookie, JSON, and the CSRF header on every
 * unsafe method (the BFF refuses them without it).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // The BFF localizes some answers (bookmark and search titles): i18n keeps <html lang> current.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'fr' };
  if (method !== 'GET') headers['X-CSRF'] = '1';
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new NetworkError(cause);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !options.expectUnauthorized) sessionEndedHandler?.(isErrorBody(payload) ? payload.error : null);
    if (response.status === 403 && isErrorBody(payload) && payload.error === 'password_change_required') passwordChangeHandler?.();
    if (response.status === 412 && isErrorBody(payload) && payload.error === 'edit_conflict' && 'current' in payload) throw new EditConflict(payload, payload.current);
    throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
  }
  return payload as T;
}

/** The SWR fetcher: the key is the endpoint path. */
export function apiGet<T>(path: string): Promise<T> {
  return apiRequest<T>(path);
}
