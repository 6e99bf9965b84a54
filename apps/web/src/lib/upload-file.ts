import i18n from 'i18next';
import type { z } from 'zod/mini';
import { isLanguage } from '../i18n/languages';
import { apiUrl, type ApiName, type ApiVersion } from './api-client';
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

/**
 * Sends one file as `multipart/form-data` in the field `file`, reporting upload progress (which
 * `fetch` cannot), with the bearer token; the answer is parsed like every API call's and a
 * refusal becomes an {@link ApiRequestError} with its code.
 */
export function uploadFile<S extends z.ZodMiniType>(
  options: UploadOptions<S>,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(options.api, options.version, options.path));
    request.setRequestHeader('Accept', 'application/json');
    if (isLanguage(i18n.language)) request.setRequestHeader('Accept-Language', i18n.language);
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(networkFailure, false));
    request.onabort = () => reject(new ApiRequestError(networkFailure, false));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiRequestError(parseErrorBody(request.status, body).failure, true));
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
