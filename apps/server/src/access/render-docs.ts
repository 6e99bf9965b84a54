import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replaceAccessTable } from './render-table';

/** Rewrites the role × endpoint table in docs/roles.md from the access table. */
const path = fileURLToPath(new URL('../../../../docs/roles.md', import.meta.url));
writeFileSync(path, replaceAccessTable(readFileSync(path, 'utf8')));
console.log(`wrote ${path}`);
