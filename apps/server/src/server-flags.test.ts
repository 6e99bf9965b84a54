import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';

describe('the flags every server process runs with', () => {
  it('are flags this Node accepts', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("are on the server package's own start command, as `npm start` gives them", () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    const start = manifest.scripts.start!.split(' ');
    for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(flag);
    const root = readFileSync(new URL('../../../scripts/start.mjs', import.meta.url), 'utf8');
    expect(root).toMatch(/SERVER_NODE_FLAGS,\s*\);/);
  });
});
