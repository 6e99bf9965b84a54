// Callback delivery: POST the event to the merchant, signed, until it answers 2xx. A failed attempt
// is retried after 0.5 s, 1 s, 2 s, 4 s … (capped), up to a number of attempts. A resend starts a
// new delivery of the same event and supersedes the retries of the one before.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type CallbackRecord } from './payment';
import { sign } from './signature';

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long one attempt waits for the merchant before it counts as failed. */
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 60_000,
  maxAttempts: 20,
  attemptTimeoutMs: 10_000,
};

/** The wait after failed attempt `attempt` (counted from 1) before the next one. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

export interface Delivery {
  eventId: string;
  url: string;
  secret: string;
  body: string;
  /** Updated after every attempt; the payment shows it. */
  record: CallbackRecord;
}

export interface CallbackSender {
  send(delivery: Delivery): void;
  /** Stops every retry and drops requests in flight. */
  close(): void;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

export function createCallbackSender(options: {
  now: () => number;
  policy: RetryPolicy;
  log: (line: string) => void;
}): CallbackSender {
  const { now, policy, log } = options;
  /** The current delivery of each event; an older delivery stops retrying. */
  const generations = new Map<string, number>();
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<ClientRequest>();
  let isClosed = false;

  /** Resolves with the merchant's HTTP status, or null when it gave none. */
  function post(delivery: Delivery): Promise<number | null> {
    const { body, secret } = delivery;
    return new Promise((resolve) => {
      const target = new URL(delivery.url);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(target, {
        method: 'POST',
        agent: false,
        timeout: policy.attemptTimeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'AutoBid-Pay-Sandbox/1',
          'x-signature': sign(secret, body, Math.floor(now() / 1000)),
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => resolve(null));
      request.on('close', () => inFlight.delete(request));
      inFlight.add(request);
      request.end(body);
    });
  }

  async function tryOnce(delivery: Delivery, generation: number, attempt: number): Promise<void> {
    const status = await post(delivery);
    if (isClosed) return;
    const { record, eventId } = delivery;
    record.attempts += 1;
    record.lastStatus = status;
    if (isSuccess(status)) {
      record.deliveredAt = now();
      return;
    }
    if (generations.get(eventId) !== generation) return;
    const answer = status === null ? 'no answer' : `HTTP ${status}`;
    if (attempt >= policy.maxAttempts) {
      log(`callback ${eventId} to ${delivery.url}: ${answer}; gave up after ${attempt} attempts`);
      return;
    }
    const delay = retryDelayMs(policy, attempt);
    log(`callback ${eventId} to ${delivery.url}: ${answer}; next attempt in ${delay} ms`);
    const timer = setTimeout(() => {
      timers.delete(eventId);
      void tryOnce(delivery, generation, attempt + 1);
    }, delay);
    timer.unref();
    timers.set(eventId, timer);
  }

  return {
    send(delivery) {
      if (isClosed) return;
      const generation = (generations.get(delivery.eventId) ?? 0) + 1;
      generations.set(delivery.eventId, generation);
      clearTimeout(timers.get(delivery.eventId));
      timers.delete(delivery.eventId);
      void tryOnce(delivery, generation, 1);
    },
    close() {
      isClosed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const request of inFlight) request.destroy();
      inFlight.clear();
    },
  };
}
