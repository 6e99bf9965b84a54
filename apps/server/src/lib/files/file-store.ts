import type { Readable } from 'node:stream';
import type { StoredContentType } from './file-key';

/** What the store knows of a file. */
export interface StoredFileInfo {
  key: string;
  size: number;
  contentType: StoredContentType;
  modifiedAt: Date;
}

/** A file being read: consume or destroy `body`, which holds the file open. */
export interface StoredFile {
  info: StoredFileInfo;
  body: Readable;
}

/** The bytes to store: a whole buffer, or a stream (e.g. a generated PDF). */
export type FileBody = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Where uploaded and generated files live. One implementation keeps them in a local folder
 * ({@link LocalFileStore}); several server processes need one shared behind this same interface
 * (docs/scaling.md). Keys follow `parseFileKey`; the content type comes from the key's extension
 * and `put` refuses a key whose extension disagrees with the type given.
 */
export interface FileStore {
  /** Stores the whole file or nothing: readers never see a partial file. Replaces an existing one. */
  put(
    key: string,
    body: FileBody,
    meta: { contentType: StoredContentType },
  ): Promise<StoredFileInfo>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; true when there was one. */
  delete(key: string): Promise<boolean>;
  /** Every file whose key starts with `prefix`, by key. */
  list(prefix: string): Promise<StoredFileInfo[]>;
}
