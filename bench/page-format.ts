import { format, resolveConfig } from 'prettier';

/**
 * The page as the repository's Prettier settings write it (its tables aligned), so that a fresh
 * page passes `prettier --check` as written and `npm run bench:report` gives back the page a run
 * wrote, byte for byte.
 */
export async function formatPage(markdown: string, path: string): Promise<string> {
  const options = (await resolveConfig(path, { editorconfig: true })) ?? {};
  return format(markdown, { ...options, filepath: path });
}
