import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Requests being answered now, so shutdown can wait for them. A request is counted once its
 * `onRequest` hook runs and uncounted when it has been answered. A request that an earlier
 * `onRequest` hook already answered (a 403 from a role guard, a 429 from the rate limit) never
 * reaches this one, yet its `onResponse` runs: it was never counted, so it is not uncounted either.
 */
export function trackRequestsInFlight(app: FastifyInstance): { drained(): Promise<void> } {
  const counted = new WeakSet<FastifyRequest>();
  let count = 0;
  const waiting: (() => void)[] = [];
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    count += 1;
  });
  // onResponse also runs when the client went away; a bid it left in the sequencer rolls back
  // whole if the database closes under it.
  app.addHook('onResponse', async (request) => {
    if (!counted.delete(request)) return;
    count -= 1;
    if (count === 0) for (const resolve of waiting.splice(0)) resolve();
  });
  return {
    drained: () =>
      count === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
  };
}
