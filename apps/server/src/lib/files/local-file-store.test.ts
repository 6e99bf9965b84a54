import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createTempFileStore, entriesIn } from '../../testing/files';
import { InvalidFileKeyError } from './file-key';
import { LocalFileStore } from './local-file-store';

const PDF = { contentType: 'application/pdf' } as const;

async function* chunksThenFailure() {
  yield Buffer.from('%PDF-1.4 first part');
  throw new Error('upload connection lost');
}

describe('the local file store', () => {
  it('stores under DATA_DIR/files and answers stat, get, list and delete', async () => {
    expect(LocalFileStore.inDataDir('/srv/autobid').root).toBe('/srv/autobid/files');
    const store = await createTempFileStore();
    const info = await store.put('listings/7/documents/a.pdf', Buffer.from('%PDF-1.4 a'), PDF);
    expect(info).toMatchObject({
      key: 'listings/7/documents/a.pdf',
      size: 10,
      contentType: 'application/pdf',
    });
    expect(await readFile(join(store.root, 'listings/7/documents/a.pdf'), 'latin1')).toBe(
      '%PDF-1.4 a',
    );
    const file = await store.get('listings/7/documents/a.pdf');
    expect(file?.info.size).toBe(10);
    expect(await text(file!.body)).toBe('%PDF-1.4 a');
    expect(await store.stat('listings/7/documents/missing.pdf')).toBeNull();
    expect(await store.get('listings/7/documents/missing.pdf')).toBeNull();
    expect(await store.get('listings/7/documents')).toBeNull(); // a folder is not a file
    expect(await store.stat('listings/7')).toBeNull();
    expect(await store.delete('listings/7/documents/a.pdf')).toBe(true);
    expect(await store.delete('listings/7/documents/a.pdf')).toBe(false);
    expect(await store.stat('listings/7/documents/a.pdf')).toBeNull();
  });

  it('lists by prefix, in key order, and never lists a folder or a temporary file', async () => {
    const store = await createTempFileStore();
    for (const key of [
      'listings/7/b.pdf',
      'listings/7/a.pdf',
      'listings/70/c.pdf',
      'listings/8/d.pdf',
    ]) {
      await store.put(key, Buffer.from('%PDF'), PDF);
    }
    expect((await store.list('listings/7/')).map((f) => f.key)).toEqual([
      'listings/7/a.pdf',
      'listings/7/b.pdf',
    ]);
    expect((await store.list('listings/7')).map((f) => f.key)).toEqual([
      'listings/7/a.pdf',
      'listings/7/b.pdf',
      'listings/70/c.pdf',
    ]);
    expect(await store.list('listings/9/')).toEqual([]);
    expect(await store.list('')).toHaveLength(4);
  });

  it('stores a stream, and a second put replaces the file whole', async () => {
    const store = await createTempFileStore();
    await store.put('a.pdf', Buffer.from('old'), PDF);
    await store.put(
      'a.pdf',
      (async function* () {
        yield Buffer.from('new ');
        yield Buffer.from('bytes');
      })(),
      PDF,
    );
    expect(await readFile(join(store.root, 'a.pdf'), 'latin1')).toBe('new bytes');
    expect(await entriesIn(store)).toEqual(['a.pdf']);
  });

  it('when a stream fails midway, the old file stays as it was and no part or temporary file is left', async () => {
    const store = await createTempFileStore();
    await store.put('listings/1/a.pdf', Buffer.from('old'), PDF);
    await expect(store.put('listings/1/a.pdf', chunksThenFailure(), PDF)).rejects.toThrow(
      'upload connection lost',
    );
    await expect(store.put('listings/1/b.pdf', chunksThenFailure(), PDF)).rejects.toThrow(
      'upload connection lost',
    );
    expect(await readFile(join(store.root, 'listings/1/a.pdf'), 'latin1')).toBe('old');
    expect(await entriesIn(store)).toEqual(['listings', 'listings/1', 'listings/1/a.pdf']);
  });

  it('refuses keys that escape its folder and writes nothing anywhere', async () => {
    const store = await createTempFileStore();
    for (const key of ['../escaped.pdf', 'a/../../escaped.pdf', '/tmp/escaped.pdf', 'a\0.pdf']) {
      await expect(store.put(key, Buffer.from('x'), PDF)).rejects.toThrow(InvalidFileKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidFileKeyError);
    }
    await expect(store.list('../')).rejects.toThrow(InvalidFileKeyError);
    expect(await readdir(dirname(store.root))).toEqual([]);
  });

  it('refuses a key whose extension disagrees with the content type', async () => {
    const store = await createTempFileStore();
    await expect(store.put('a.webp', Buffer.from('%PDF'), PDF)).rejects.toThrow(
      /does not match application\/pdf/,
    );
    expect(await entriesIn(store)).toEqual([]);
  });
});
