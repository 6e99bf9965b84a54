import { access } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTempFileStore, removeTempFileStores } from './files';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('temporary file stores of the tests', () => {
  it('are removed with what they hold once the test file is done', async () => {
    const stores = [await createTempFileStore(), await createTempFileStore()];
    await stores[0]!.put('listings/12/photos/ab-12_c.display.webp', Buffer.from('webp'), {
      contentType: 'image/webp',
    });
    const folders = stores.map((store) => dirname(store.root));
    for (const folder of folders) expect(await exists(folder)).toBe(true);
    await removeTempFileStores();
    for (const folder of folders) expect(await exists(folder)).toBe(false);
  });
});
