import {
  inspectionFileAnswerSchema,
  inspectionQueueSchema,
  staffInspectionAnswerSchema,
  type InspectionDraftInput,
  type InspectionFile,
  type InspectionQueue,
  type InspectionQueueTab,
  type StaffInspection,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

const BASE = '/staff/inspections';

/** The inspector's queue: waiting cars oldest first, or recently published reports (docs/inspections.md). */
export async function fetchInspectionQueue(query: {
  tab: InspectionQueueTab;
  page: number;
}): Promise<InspectionQueue> {
  return apiRequest('portal', 'v2', BASE, inspectionQueueSchema, {
    query: { tab: query.tab, page: String(query.page) },
    noCache: true,
  });
}

/** A listing's car and every version of its report, newest first. */
export async function fetchInspectionFile(listingId: number): Promise<InspectionFile> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${BASE}/${listingId}`,
    inspectionFileAnswerSchema,
    {
      noCache: true,
    },
  );
  return answer.data;
}

/** A new draft: the first report, or a correction copied from the newest published version. */
export async function startInspectionDraft(listingId: number): Promise<StaffInspection> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${BASE}/${listingId}/versions`,
    staffInspectionAnswerSchema,
    { method: 'POST' },
  );
  return answer.data;
}

export async function saveInspectionDraft(
  listingId: number,
  version: number,
  input: InspectionDraftInput,
): Promise<StaffInspection> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${BASE}/${listingId}/versions/${version}`,
    staffInspectionAnswerSchema,
    { method: 'PUT', body: input },
  );
  return answer.data;
}

export async function publishInspection(
  listingId: number,
  version: number,
  revision: number,
): Promise<StaffInspection> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${BASE}/${listingId}/versions/${version}/publish`,
    staffInspectionAnswerSchema,
    { method: 'POST', body: { revision } },
  );
  return answer.data;
}

export async function removeInspectionPhoto(
  listingId: number,
  version: number,
  photoId: string,
): Promise<StaffInspection> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${BASE}/${listingId}/versions/${version}/photos/${photoId}`,
    staffInspectionAnswerSchema,
    { method: 'DELETE' },
  );
  return answer.data;
}

/** The path of a draft's photo upload, for {@link uploadInspectionPhoto}. */
export const photoUploadPath = (listingId: number, version: number) =>
  `${BASE}/${listingId}/versions/${version}/photos`;
