import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

async function precompress(path: string): Promise<void> {
  const data = readFileSync(path);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    promisify(gzip)(data, { level: 9 }),
  ]);
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * strongest settings, so the server sends compressed bytes without compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'autobid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = listFiles(outDir).filter(
        (f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES,
      );
      await Promise.all(files.map(precompress));
    },
  };
}
