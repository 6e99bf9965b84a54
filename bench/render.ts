import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatPage } from './page-format';
import { renderReport } from './report';
import { decodeResults } from './results';

/**
 * `npm run bench:report`: docs/benchmarks.md written again from the figures of the last full run
 * (docs/benchmarks.json), without measuring: for a change to how the page is written.
 */
const source = fileURLToPath(new URL('../docs/benchmarks.json', import.meta.url));
const target = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
if (!existsSync(source)) {
  console.error(`${source} is missing: a full \`npm run bench\` writes it with the page`);
  process.exit(1);
}
const report = decodeResults(readFileSync(source, 'utf8'));
writeFileSync(target, await formatPage(renderReport(report), target));
console.error(`wrote ${target} from the run of ${report.date.toISOString()}`);
