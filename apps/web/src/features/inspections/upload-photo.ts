import { staffInspectionAnswerSchema, type StaffInspection } from '@autobid/contract';
import { uploadFile } from '../../lib/upload-file';
import { photoUploadPath } from './inspections-api';

/** Sends one photo to a draft and reports its progress (0–100); the answer is the draft. */
export async function uploadInspectionPhoto(options: {
  listingId: number;
  version: number;
  file: File;
  onProgress: (percent: number) => void;
}): Promise<StaffInspection> {
  const { listingId, version, file, onProgress } = options;
  const answer = await uploadFile({
    api: 'portal',
    version: 'v2',
    path: photoUploadPath(listingId, version),
    file,
    schema: staffInspectionAnswerSchema,
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
  });
  return answer.data;
}
