import type { z } from 'zod/mini';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiRequestError, networkFailure, parseErrorBody } from './api-error';
import i18n from 'i18next';
import { isLanguage } from '../i18n/languages';
import { readAuthToken } from './auth-token';

export type ApiName = 'auction' | 'portal' | 'general';
export type ApiVersion = 'v1' | 'v2';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Lists the spec says are fetched without caching. */
  noCache?: boolean;
  /** Sign-in calls answer 401 for a wrong password; that must not bounce to /login. */
  skipAuthRedirect?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app decides what a rejected session does (clear state, go to /login); the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function apiUrl(
  api: ApiName,
  version: ApiVersion,
  path: string,
  query?: RequestOptions['query'],
): string {
  const base = getRuntimeConfig().api[api].replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}/${version}${path}${search ? `?${search}` : ''}`;
}

function isRejectedSession(status: number, body: unknown): boolean {
  if (status === 401) return true;
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return status === 400 && message === 'Token signature mismatch';
}

/** Waits before the second and third try of a changing call whose answer was lost (docs/idempotency.md). */
export const RETRY_DELAYS_MS: readonly number[] = [300, 900];
/** Answers of a proxy or a node that went away: the call may not have run, or ran and lost its answer. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/**
 * A fresh idempotency key: a UUID, also where `crypto.randomUUID` is missing (pages served over
 * plain HTTP from another address than localhost are not a secure context).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Answer {
  response: Response;
  body: unknown;
}

/** One try: the answer and its body, or null when no answer came back at all. */
async function send(url: string, init: RequestInit): Promise<Answer | null> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return null;
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return { response, body };
}

/** Whether a changing call tries again with its key: no answer, a gateway failure, or its key still busy. */
function worthRetrying(answer: Answer | null): boolean {
  if (!answer) return true;
  const { status } = answer.response;
  if (RETRIED_STATUSES.has(status)) return true;
  const { body } = answer;
  return (
    status === 409 &&
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === 'idempotency_key_in_use'
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One call to an API base: adds the bearer token, parses the answer with the contract schema and
 * turns every failure into an {@link ApiRequestError} with a stable code. A changing call (one
 * user action) carries one `Idempotency-Key`, and when its answer is lost it is sent again with
 * the same key a few times, so the server runs it at most once (docs/idempotency.md).
 */
export async function apiRequest<S extends z.ZodMiniType>(
  api: ApiName,
  version: ApiVersion,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  // The server words its own content (banners, storefronts) in the language the interface shows.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (isLanguage(i18n.language)) headers['Accept-Language'] = i18n.language;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.noCache) headers['Cache-Control'] = 'no-cache';
  const changing = method !== 'GET';
  if (changing) headers['Idempotency-Key'] = newIdempotencyKey();

  const url = apiUrl(api, version, path, options.query);
  const init: RequestInit = {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    ...(options.noCache ? { cache: 'no-store' as const } : {}),
  };
  let answer = await send(url, init);
  for (const delay of changing ? RETRY_DELAYS_MS : []) {
    if (!worthRetrying(answer)) break;
    await pause(delay);
    answer = await send(url, init);
  }
  if (!answer) throw new ApiRequestError(networkFailure, false);

  const { response, body } = answer;
  if (!response.ok) {
    if (!options.skipAuthRedirect && isRejectedSession(response.status, body)) onUnauthorized();
    const { failure, auction } = parseErrorBody(response.status, body);
    throw new ApiRequestError(failure, true, auction);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(
      { status: response.status, code: 'invalid_response', message: parsed.error.message },
      true,
    );
  }
  return parsed.data;
}
