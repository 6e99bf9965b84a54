import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { lockDataDir } from './data-dir-lock';

describe('one process per PGlite data folder', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'autobid-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('a lock left by a process that no longer runs is taken over, and released on unlock', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'autobid.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'autobid.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(() => readFileSync(join(dir, 'autobid.lock'))).toThrow();
  });

  it('a second server on the same folder refuses to start with a clear message, and the first keeps serving', async () => {
    const dir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dir });
    servers.push(first);
    await expect(startServerProcess({ DATA_DIR: dir })).rejects.toThrow(
      new RegExp(
        `The data folder .* is in use by another running server \\(process ${first.child.pid}\\)`,
      ),
    );
    expect((await fetch(`${first.url}/config.json`)).status).toBe(200);
  }, 200_000);
});
