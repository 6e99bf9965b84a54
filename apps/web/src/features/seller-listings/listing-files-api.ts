import {
  listingFileAnswerSchema,
  listingFilesAnswerSchema,
  type ListingFile,
  type ListingFileKind,
  type ListingFiles,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload-file';

const base = (listingId: number) => `/sellers/listings/${listingId}`;

/** The listing's photos (cover first) and documents, with links that work for a few hours. */
export async function fetchListingFiles(listingId: number): Promise<ListingFiles> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${base(listingId)}/files`,
    listingFilesAnswerSchema,
    {
      noCache: true,
    },
  );
  return answer.data;
}

/** One photo or document, with its upload progress (docs/files.md). */
export async function uploadListingFile(options: {
  listingId: number;
  kind: ListingFileKind;
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<ListingFile> {
  const answer = await uploadFile({
    api: 'portal',
    version: 'v2',
    path: `${base(options.listingId)}/${options.kind}s`,
    file: options.file,
    schema: listingFileAnswerSchema,
    onProgress: options.onProgress,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return answer.data;
}

/** Every photo once, in the new order; the first is the cover. */
export async function reorderPhotos(listingId: number, fileIds: number[]): Promise<ListingFiles> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${base(listingId)}/photos/order`,
    listingFilesAnswerSchema,
    { method: 'PUT', body: { file_ids: fileIds } },
  );
  return answer.data;
}

export async function setFileCaption(
  listingId: number,
  fileId: number,
  caption: string,
): Promise<ListingFile> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${base(listingId)}/files/${fileId}`,
    listingFileAnswerSchema,
    { method: 'PUT', body: { caption } },
  );
  return answer.data;
}

export async function deleteListingFile(listingId: number, fileId: number): Promise<ListingFiles> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${base(listingId)}/files/${fileId}`,
    listingFilesAnswerSchema,
    { method: 'DELETE' },
  );
  return answer.data;
}
