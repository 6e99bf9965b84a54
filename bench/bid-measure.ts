import { listBackendPids } from './bid-database';
import { runBidLoad, type BidLoadOptions, type BidLoadResult } from './bid-load';
import type { RunningServer } from './bid-server';
import { startCpuWindow, type CpuUsage } from './cpu-usage';
import { startLockSampler, type LockActivity } from './lock-sampler';

export interface Measured {
  load: BidLoadResult;
  cpu: CpuUsage;
  lock: LockActivity | null;
}

/** Runs the bidders, and over the measured window samples CPU (of every node) and, on PostgreSQL, lock waits. */
export async function measureLoad(
  servers: RunningServer[],
  databaseUrl: string | null,
  options: BidLoadOptions,
): Promise<Measured> {
  let probes:
    | Promise<{
        cpu: ReturnType<typeof startCpuWindow>;
        lock: Awaited<ReturnType<typeof startLockSampler>> | null;
      }>
    | undefined;
  let stopped: Promise<{ cpu: CpuUsage; lock: LockActivity | null } | undefined> | undefined;
  // The server's pool opened its connections during the warm-up; their backends are ours to watch.
  const begin = async () => ({
    cpu: startCpuWindow({
      server: servers.map((server) => server.pid),
      database: databaseUrl ? await listBackendPids(databaseUrl) : [],
    }),
    lock: databaseUrl ? await startLockSampler(databaseUrl) : null,
  });
  const stopProbes = () =>
    probes?.then(async ({ cpu, lock }) => ({
      cpu: cpu.stop(),
      lock: lock ? await lock.stop() : null,
    }));
  const load = await runBidLoad({
    ...options,
    onMeasureStart: () => {
      probes = begin();
    },
    onMeasureEnd: () => {
      stopped = stopProbes();
    },
  });
  // When maxRequests ran out before the window ended, the probes still have to be stopped.
  const result = await (stopped ?? stopProbes());
  if (!result) throw new Error('the load ended before the measured window began');
  return { load, ...result };
}
