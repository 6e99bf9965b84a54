import { request } from 'undici';

/** The server's `/metrics` as series (name with labels) to values; empty when it does not answer. */
export async function readMetrics(baseUrl: string): Promise<Record<string, number>> {
  try {
    const res = await request(`${baseUrl}/metrics`);
    const text = await res.body.text();
    if (res.statusCode !== 200) return {};
    const values: Record<string, number> = {};
    for (const line of text.split('\n')) {
      const match = /^([a-z_]+(?:\{[^}]*\})?) ([0-9.e+-]+)$/.exec(line);
      if (match) values[match[1]!] = Number(match[2]);
    }
    return values;
  } catch {
    return {};
  }
}

/** Why a batch went to the row lock, as `autobid_change_batches_total` labels it. */
export const ROW_LOCK_REASONS = ['other', 'busy', 'changed', 'failed'] as const;

/** Batches of auction changes the server decided, by path; null when its metrics gave none. */
export interface BatchPaths {
  held: number;
  rowLock: Record<(typeof ROW_LOCK_REASONS)[number], number>;
  /** Reads of a held auction that had changed elsewhere (another node, the clock, staff). */
  readsAgain: number;
  /** Other nodes' news of a held auction: moved by it (applied) or let go (dropped). */
  heldNews: { applied: number; dropped: number };
}

export function batchPathsOf(metrics: Record<string, number>): BatchPaths | null {
  const held = metrics['autobid_change_batches_total{path="held",reason=""}'];
  if (held === undefined) return null;
  const rowLock = Object.fromEntries(
    ROW_LOCK_REASONS.map((reason) => [
      reason,
      metrics[`autobid_change_batches_total{path="row_lock",reason="${reason}"}`] ?? 0,
    ]),
  ) as BatchPaths['rowLock'];
  return {
    held,
    rowLock,
    readsAgain: metrics.autobid_held_reads_again_total ?? 0,
    heldNews: {
      applied: metrics['autobid_held_news_total{outcome="applied"}'] ?? 0,
      dropped: metrics['autobid_held_news_total{outcome="dropped"}'] ?? 0,
    },
  };
}

/** Several nodes' batches added up; null when any node's metrics gave none. */
export function sumBatchPaths(perNode: (BatchPaths | null)[]): BatchPaths | null {
  if (perNode.some((batches) => batches === null)) return null;
  return (perNode as BatchPaths[]).reduce((sum, batches) => ({
    held: sum.held + batches.held,
    rowLock: Object.fromEntries(
      ROW_LOCK_REASONS.map((reason) => [reason, sum.rowLock[reason] + batches.rowLock[reason]]),
    ) as BatchPaths['rowLock'],
    readsAgain: sum.readsAgain + batches.readsAgain,
    heldNews: {
      applied: sum.heldNews.applied + batches.heldNews.applied,
      dropped: sum.heldNews.dropped + batches.heldNews.dropped,
    },
  }));
}
