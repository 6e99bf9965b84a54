import { useSearchParams } from 'react-router';

/**
 * The page's address query and a way to change some of it: each given name is set, or removed
 * when its value is empty or null, the rest kept. The entry is replaced, so filters typed one by
 * one leave one step in the browser's history. `reset` names what any other change clears (the
 * page number when a filter changes).
 */
export function useQueryParams(options: { reset?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next))
      if (value) merged.set(name, value);
      else merged.delete(name);
    for (const name of options.reset ?? []) if (!(name in next)) merged.delete(name);
    setParams(merged, { replace: true });
  };
  return [params, set] as const;
}
