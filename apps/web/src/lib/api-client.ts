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

/**
 * One call to an API base: adds the bearer token, parses the answer with the contract schema and
 * turns every failure into an {@link ApiRequestError} with a stable code.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  api: ApiName,
  version: ApiVersion,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  // The server words its own content (banners, storefronts) in the language the interface shows.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (isLanguage(i18n.language)) headers['Accept-Language'] = i18n.language;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.noCache) headers['Cache-Control'] = 'no-cache';

  let response: Response;
  try {
    response = await fetch(apiUrl(api, version, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      ...(options.noCache ? { cache: 'no-store' as const } : {}),
    });
  } catch {
    throw new ApiRequestError(networkFailure, false);
  }

  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
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
