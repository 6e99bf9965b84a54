import { MAX_UPLOAD_BYTES, type ListingFile, type ListingFileKind } from '@autobid/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../../lib/api-error';
import { failureOfError } from '../../../lib/use-api-call';
import { uploadListingFile } from '../listing-files-api';

/** Photos are resized on the server (about half a second each): two at a time keep it busy without a pile-up. */
const AT_ONCE = 2;

export interface QueuedUpload {
  key: number;
  kind: ListingFileKind;
  file: File;
  state: 'waiting' | 'uploading' | 'failed';
  progress: number;
  failure?: ApiFailure;
}

const tooLarge: ApiFailure = { status: 413, code: 'file_too_large', message: '' };

/**
 * The files a seller chose, uploaded a few at a time with their progress. A file over the size
 * limit fails at once without being sent; a refused one stays in the list with its reason until
 * dismissed; an uploaded one leaves the list and is handed to `onUploaded`.
 */
export function useUploadQueue(listingId: number, onUploaded: (file: ListingFile) => void) {
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const nextKey = useRef(1);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const controllers = useRef(new Map<number, AbortController>());

  const patch = (key: number, change: Partial<QueuedUpload>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useEffect(() => {
    const running = items.filter((item) => item.state === 'uploading').length;
    const next = items.filter((item) => item.state === 'waiting').slice(0, AT_ONCE - running);
    for (const item of next) {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { state: 'uploading' });
      uploadListingFile({
        listingId,
        kind: item.kind,
        file: item.file,
        onProgress: (progress) => patch(item.key, { progress }),
        signal: controller.signal,
      }).then(
        (file) => {
          setItems((list) => list.filter((other) => other.key !== item.key));
          uploaded.current(file);
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            patch(item.key, { state: 'failed', failure: failureOfError(error) });
        },
      );
    }
  }, [items, listingId]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback((files: readonly File[], kind: ListingFileKind) => {
    const added = files.map((file): QueuedUpload =>
      file.size > MAX_UPLOAD_BYTES
        ? { key: nextKey.current++, kind, file, state: 'failed', progress: 0, failure: tooLarge }
        : { key: nextKey.current++, kind, file, state: 'waiting', progress: 0 },
    );
    setItems((list) => [...list, ...added]);
  }, []);

  const dismiss = useCallback(
    (key: number) => setItems((list) => list.filter((item) => item.key !== key)),
    [],
  );

  return { items, add, dismiss };
}
