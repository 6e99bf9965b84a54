import i18n from 'i18next';
import { isLanguage } from '../../i18n/languages';
import { apiUrl } from '../../lib/api-client';
import { ApiRequestError, networkFailure, parseErrorBody } from '../../lib/api-error';
import { readAuthToken } from '../../lib/auth-token';

/** A transfer slip's bytes, kept by the browser under a local address until it is revoked. */
export interface SlipFile {
  url: string;
  type: string;
  isImage: boolean;
  isPdf: boolean;
}

/**
 * The slip a buyer sent (`GET /portal/api/v2/staff/payments/:id/file`): the answer is the file
 * itself, not JSON, so it is read as a blob with the bearer token. A refusal becomes an
 * {@link ApiRequestError} like every API call's. The caller revokes `url` when done.
 */
export async function fetchSlipFile(paymentId: number): Promise<SlipFile> {
  const headers: Record<string, string> = {};
  if (isLanguage(i18n.language)) headers['Accept-Language'] = i18n.language;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl('portal', 'v2', `/staff/payments/${paymentId}/file`), {
      headers,
      cache: 'no-store',
    });
  } catch {
    throw new ApiRequestError(networkFailure, false);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(parseErrorBody(response.status, body).failure, true);
  }
  const blob = await response.blob();
  const type = (response.headers.get('content-type') ?? blob.type).split(';')[0]!.trim();
  return {
    url: URL.createObjectURL(blob),
    type,
    isImage: type.startsWith('image/'),
    isPdf: type === 'application/pdf',
  };
}
