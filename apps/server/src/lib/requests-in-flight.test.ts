import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackRequestsInFlight } from './requests-in-flight';

/** Whether `promise` has settled by the time the event loop has turned a few times. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('requests in flight, for shutdown', () => {
  it('a request an earlier hook refused does not keep shutdown waiting', async () => {
    const app = Fastify();
    // A guard registered first answers 403 itself: the tracker's onRequest never runs for it.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/guarded') await reply.code(403).send({ code: 'forbidden' });
    });
    const inFlight = trackRequestsInFlight(app);
    app.get('/guarded', async () => ({ ok: true }));
    app.get('/open', async () => ({ ok: true }));
    await app.ready();

    expect((await app.inject('/guarded')).statusCode).toBe(403);
    expect((await app.inject('/open')).statusCode).toBe(200);
    expect(await settledSoon(inFlight.drained())).toBe(true);
    await app.close();
  });

  it('waits for a request being answered, and no longer', async () => {
    const app = Fastify();
    const inFlight = trackRequestsInFlight(app);
    let finish: () => void = () => {};
    app.get('/slow', () => new Promise((resolve) => (finish = () => resolve({ ok: true }))));
    await app.ready();

    const answer = app.inject('/slow');
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    const drained = inFlight.drained();
    expect(await settledSoon(drained)).toBe(false);
    finish();
    expect((await answer).statusCode).toBe(200);
    expect(await settledSoon(drained)).toBe(true);
    await app.close();
  });
});
