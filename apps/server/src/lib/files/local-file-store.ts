import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  contentTypeOfKey,
  hasKnownExtension,
  InvalidFileKeyError,
  parseFileKey,
  parseKeyPrefix,
  type StoredContentType,
} from './file-key';
import type { FileBody, FileStore, StoredFile, StoredFileInfo } from './file-store';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Makes a rename durable: on Linux the folder's entry is only on disk once the folder is synced. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some platforms cannot sync a folder; the file itself is already synced.
  } finally {
    await handle.close();
  }
}

/**
 * Files in a local folder (`DATA_DIR/files`). `put` writes a hidden temporary file in the target's
 * folder, syncs it, then renames it over the target, so a crash or a failed write leaves either the
 * old file or the new one, never a part, and the temporary file is removed on failure.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The store of a server's `DATA_DIR`. */
  static inDataDir(dataDir: string): LocalFileStore {
    return new LocalFileStore(join(dataDir, 'files'));
  }

  private pathOf(key: string): string {
    return join(this.root, ...parseFileKey(key));
  }

  async put(
    key: string,
    body: FileBody,
    meta: { contentType: StoredContentType },
  ): Promise<StoredFileInfo> {
    const path = this.pathOf(key);
    if (contentTypeOfKey(key) !== meta.contentType) {
      throw new InvalidFileKeyError(key, `its extension does not match ${meta.contentType}`);
    }
    const folder = dirname(path);
    await mkdir(folder, { recursive: true });
    const temp = join(folder, `.tmp-${randomUUID()}`);
    try {
      const handle = await open(temp, 'wx', 0o640);
      try {
        if (body instanceof Uint8Array) await handle.writeFile(body);
        else for await (const chunk of body) await handle.write(chunk);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncFolder(folder);
    return (await this.stat(key))!;
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, 'r');
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { info: this.info(key, info.size, info.mtime), body: handle.createReadStream() };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? this.info(key, info.size, info.mtime) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    if ((await this.stat(key)) === null) return false;
    await rm(this.pathOf(key), { force: true });
    return true;
  }

  async list(prefix: string): Promise<StoredFileInfo[]> {
    const folder = parseKeyPrefix(prefix);
    let names: string[];
    try {
      names = await readdir(join(this.root, ...folder), { recursive: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys = names
      .map((name) => [...folder, ...name.split('/')].join('/'))
      .filter(
        (key) =>
          key.startsWith(prefix) &&
          hasKnownExtension(key) &&
          !key.split('/').some((s) => s.startsWith('.')),
      )
      .sort();
    const infos = await Promise.all(keys.map((key) => this.stat(key)));
    return infos.filter((info): info is StoredFileInfo => info !== null);
  }

  private info(key: string, size: number, modifiedAt: Date): StoredFileInfo {
    return { key, size, contentType: contentTypeOfKey(key), modifiedAt };
  }
}
