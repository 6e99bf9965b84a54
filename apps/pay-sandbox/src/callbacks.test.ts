import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './callbacks';
import {
  sleep,
  startCallbackReceiver,
  startTestSandbox,
  SUCCESS_CARD,
  waitFor,
} from './testing/harness';

/** Creates a payment to `callbackUrl` and pays it with the success card. */
async function payTo(
  harness: Awaited<ReturnType<typeof startTestSandbox>>,
  callbackUrl: string,
): Promise<string> {
  const payment = await harness.createPayment({ callback_url: callbackUrl });
  await harness.submitPage(`/pay/${payment.id}`, SUCCESS_CARD);
  return payment.id;
}

describe('callbacks to the merchant', () => {
  it('the default retry waits are 0.5 s, 1 s, 2 s, 4 s … capped at 60 s, for up to 20 attempts', () => {
    const waits = Array.from({ length: 19 }, (_, i) => retryDelayMs(DEFAULT_RETRY_POLICY, i + 1));

    expect(waits.slice(0, 8)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 32000, 60000]);
    expect(new Set(waits.slice(7))).toEqual(new Set([60000]));
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBe(20);
  });

  it('a merchant that answers 500 twice then 200 gets the same event three times, 0.5 s then 1 s apart, then no more', async () => {
    const receiver = await startCallbackReceiver((n) => (n <= 2 ? 500 : 200));
    const harness = await startTestSandbox();

    const id = await payTo(harness, receiver.url);
    await waitFor(() => receiver.received.length === 3);
    await sleep(2500);

    const [first, second, third] = receiver.received;
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.json.event_id)).size).toBe(1);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(450);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(950);
    const { json } = await harness.api('GET', `/api/v1/payments/${id}`);
    expect(json.callback).toMatchObject({ attempts: 3, last_status: 200 });
    expect(json.callback?.delivered_at).not.toBeNull();
  });

  it('a merchant that never answers 2xx gets the configured number of attempts, then the gateway gives up', async () => {
    const receiver = await startCallbackReceiver(() => 503);
    const harness = await startTestSandbox({
      callbackRetry: { firstDelayMs: 10, maxDelayMs: 40, maxAttempts: 4 },
    });

    const id = await payTo(harness, receiver.url);
    await waitFor(() => receiver.received.length === 4);
    await sleep(300);

    expect(receiver.received).toHaveLength(4);
    const { json } = await harness.api('GET', `/api/v1/payments/${id}`);
    expect(json.callback).toEqual({ attempts: 4, delivered_at: null, last_status: 503 });
  });

  it('a merchant that cannot be reached is recorded with no status', async () => {
    const harness = await startTestSandbox({
      callbackRetry: { firstDelayMs: 10, maxDelayMs: 10, maxAttempts: 2 },
    });

    const id = await payTo(harness, 'http://127.0.0.1:9/callback');
    await waitFor(async () => {
      const { json } = await harness.api('GET', `/api/v1/payments/${id}`);
      return json.callback?.attempts === 2;
    });

    const { json } = await harness.api('GET', `/api/v1/payments/${id}`);
    expect(json.callback).toEqual({ attempts: 2, delivered_at: null, last_status: null });
  });

  it('resend-callback answers 202 and delivers the same event_id again', async () => {
    const receiver = await startCallbackReceiver();
    const harness = await startTestSandbox();
    const id = await payTo(harness, receiver.url);
    await waitFor(() => receiver.received.length === 1);

    const resent = await harness.api('POST', `/api/v1/payments/${id}/resend-callback`);
    await waitFor(() => receiver.received.length === 2);

    const [first, second] = receiver.received;
    expect(resent).toEqual({ status: 202, json: { id, event_id: first!.json.event_id } });
    expect(second!.json.event_id).toBe(first!.json.event_id);
    expect(second!.json).toEqual(first!.json);
    await waitFor(async () => {
      const { json } = await harness.api('GET', `/api/v1/payments/${id}`);
      return json.callback?.attempts === 2;
    });
  });

  it('closing the sandbox stops a pending retry', async () => {
    const receiver = await startCallbackReceiver(() => 500);
    const harness = await startTestSandbox();
    await payTo(harness, receiver.url);
    await waitFor(() => receiver.received.length === 1);

    await harness.sandbox.close();
    await sleep(800);

    expect(receiver.received).toHaveLength(1);
  });
});
