import i18n from 'i18next';
import type { z } from 'zod/mini';
import { isLanguage } from '../i18n/languages';
import {
  RETRY_DELAYS_MS,
  apiUrl,
  newIdempotencyKey,
  type ApiName,
  type ApiVersion,
} from './api-client';
import { ApiRequestError, networkFailure, parseErrorBody } from './api-error';
import { readAuthToken } from './auth-token';

export interface UploadOptions<S extends z.ZodMiniType> {
  api: ApiName;
  version: ApiVersion;
  path: string;
  file: File;
  schema: S;
  /** Called as the bytes leave: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Answers after which an upload is sent again with its key: the node or a proxy went away. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/**
 * Sends one file as `multipart/form-data` in the field `file`, reporting upload progress (which
 * `fetch` cannot), with the bearer token; the answer is parsed like every API call's and a
 * refusal becomes an {@link ApiRequestError} with its code. The upload carries one
 * `Idempotency-Key`; when its answer is lost it is sent again with the same key, so the file is
 * stored once (docs/idempotency.md).
 */
export async function uploadFile<S extends z.ZodMiniType>(
  options: UploadOptions<S>,
): Promise<z.infer<S>> {
  const key = newIdempotencyKey();
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await uploadOnce(options, key);
    } catch (error) {
      const retry = error instanceof RetryableUpload && !options.signal?.aborted;
      if (!retry) throw error instanceof RetryableUpload ? error.failure : error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    return await uploadOnce(options, key);
  } catch (error) {
    throw error instanceof RetryableUpload ? error.failure : error;
  }
}

/** A try whose answer was lost, or whose key was still busy: worth sending again. */
class RetryableUpload extends Error {
  constructor(readonly failure: ApiRequestError) {
    super(failure.message);
  }
}

function uploadOnce<S extends z.ZodMiniType>(
  options: UploadOptions<S>,
  key: string,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(options.api, options.version, options.path));
    request.setRequestHeader('Accept', 'application/json');
    if (isLanguage(i18n.language)) request.setRequestHeader('Accept-Language', i18n.language);
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Idempotency-Key', key);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new RetryableUpload(new ApiRequestError(networkFailure, false)));
    request.onabort = () => reject(new ApiRequestError(networkFailure, false));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300) {
        const failure = new ApiRequestError(parseErrorBody(request.status, body).failure, true);
        const busy =
          request.status === 409 &&
          typeof body === 'object' &&
          body !== null &&
          'code' in body &&
          body.code === 'idempotency_key_in_use';
        reject(
          RETRIED_STATUSES.has(request.status) || busy ? new RetryableUpload(failure) : failure,
        );
        return;
      }
      const parsed = options.schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiRequestError(
            { status: request.status, code: 'invalid_response', message: parsed.error.message },
            true,
          ),
        );
    };
    options.signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', options.file, options.file.name);
    request.send(form);
  });
}
