import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replaceAccessTable } from './render-table';

describe('docs/roles.md', () => {
  it('holds the role × endpoint table exactly as the access table renders it', () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../../../docs/roles.md', import.meta.url)),
      'utf8',
    );
    expect(doc).toBe(replaceAccessTable(doc));
  });
});
