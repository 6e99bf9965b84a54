import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot, SERVER_ROOT } from './server-root';

describe('the server package folder', () => {
  const top = mkdtempSync(join(tmpdir(), 'server-root-'));
  const server = join(top, 'apps', 'server');
  mkdirSync(join(server, 'src', 'db'), { recursive: true });
  mkdirSync(join(server, 'dist'), { recursive: true });
  writeFileSync(join(top, 'package.json'), JSON.stringify({ name: 'autobid' }));
  writeFileSync(join(server, 'package.json'), JSON.stringify({ name: '@autobid/server' }));
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('is found from a source module two folders down and from the build one folder down', () => {
    expect(findServerRoot(join(server, 'src', 'db', 'client.ts'))).toBe(server);
    expect(findServerRoot(join(server, 'dist', 'server.mjs'))).toBe(server);
  });

  it("skips a package.json of another package on the way up (the workspace root's, a nested one's)", () => {
    const nested = join(server, 'src', 'vendor');
    mkdirSync(nested, { recursive: true });
    writeFileSync(join(nested, 'package.json'), JSON.stringify({ name: 'other' }));
    expect(findServerRoot(join(nested, 'index.ts'))).toBe(server);
  });

  it('is an error when no folder above holds the server package', () => {
    expect(() => findServerRoot(join(top, 'scripts', 'x.mjs'))).toThrow(
      /holds the @autobid\/server package/,
    );
  });

  it('holds the migrations the server runs at start', () => {
    expect(existsSync(join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'))).toBe(true);
  });
});
