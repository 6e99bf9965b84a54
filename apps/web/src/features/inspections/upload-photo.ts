import { staffInspectionAnswerSchema, type StaffInspection } from '@autobid/contract';
import { apiUrl } from '../../lib/api-client';
import { ApiRequestError, networkFailure, parseErrorBody } from '../../lib/api-error';
import { readAuthToken } from '../../lib/auth-token';
import { photoUploadPath } from './inspections-api';

/**
 * Sends one photo as multipart/form-data and reports its progress (0–100): `fetch` cannot report
 * an upload's progress, so this one call uses XMLHttpRequest. Failures become the same
 * {@link ApiRequestError} as every other call.
 */
export function uploadInspectionPhoto(options: {
  listingId: number;
  version: number;
  file: File;
  onProgress: (percent: number) => void;
}): Promise<StaffInspection> {
  const { listingId, version, file, onProgress } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('portal', 'v2', photoUploadPath(listingId, version)));
    request.setRequestHeader('Accept', 'application/json');
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiRequestError(networkFailure, false));
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
      const parsed = staffInspectionAnswerSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data.data);
      else
        reject(
          new ApiRequestError(
            { status: request.status, code: 'invalid_response', message: parsed.error.message },
            true,
          ),
        );
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
