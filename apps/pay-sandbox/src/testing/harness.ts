// Test support: a sandbox on a free loopback port with a clock the test moves, a signed merchant
// client, and a merchant callback endpoint that records what it receives. Everything started here
// is closed when the test finishes.
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { type CallbackEvent, type CreatePaymentInput, type PaymentResource } from '../payment';
import { startSandbox, type SandboxOptions } from '../sandbox';
import { sign } from '../signature';

/** Any answer of the merchant API: a payment, an error, or what resend-callback gives. */
export type ApiBody = Partial<PaymentResource> & {
  code?: string;
  errors?: Record<string, string[]>;
  event_id?: string;
};

export const MERCHANT = { id: 'autobid', secret: 'test-secret', name: 'AutoBid' };

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export interface ReceivedCallback {
  signature: string;
  body: string;
  json: CallbackEvent;
  /** Real time of arrival, to measure the retry delays. */
  at: number;
}

/** A merchant's callback URL; `answer(n)` gives the HTTP status for the n-th request (from 1). */
export async function startCallbackReceiver(answer: (n: number) => number = () => 200) {
  const received: ReceivedCallback[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        signature: String(request.headers['x-signature']),
        body,
        json: JSON.parse(body) as CallbackEvent,
        at: performance.now(),
      });
      response.writeHead(answer(received.length)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/payments/callback`, received };
}

/** Polls until `condition` holds; fails after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function buildPaymentRequest(overrides: Partial<CreatePaymentInput> = {}) {
  return {
    merchant_reference: `txn-${Math.random().toString(36).slice(2, 10)}`,
    amount: 12500,
    currency: 'MYR' as const,
    description: 'Toyota Vios 1.5 G 2019, lot 42',
    return_url: 'http://127.0.0.1:5173/payments/return?transaction=42',
    callback_url: 'http://127.0.0.1:9/unused',
    ...overrides,
  };
}

export async function startTestSandbox(options: Omit<SandboxOptions, 'now'> = {}) {
  const clock = createTestClock();
  const sandbox = await startSandbox({ merchants: [MERCHANT], now: clock.now, ...options });
  onTestFinished(() => sandbox.close());

  /** A merchant API call, signed with the sandbox's clock unless the test says otherwise. */
  async function api(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    auth: { secret?: string; t?: number; signature?: string | null } = {},
  ) {
    const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const t = auth.t ?? Math.floor(clock.now() / 1000);
    const signature =
      auth.signature === undefined ? sign(auth.secret ?? MERCHANT.secret, raw, t) : auth.signature;
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-merchant-id': MERCHANT.id,
        ...(signature === null ? {} : { 'x-signature': signature }),
      },
      ...(method === 'POST' ? { body: raw } : {}),
    });
    return { status: response.status, json: (await response.json()) as ApiBody };
  }

  async function createPayment(overrides: Partial<CreatePaymentInput> = {}) {
    const { status, json } = await api('POST', '/api/v1/payments', buildPaymentRequest(overrides));
    if (status !== 201) throw new Error(`create answered ${status}: ${JSON.stringify(json)}`);
    return json as PaymentResource;
  }

  /** Submits the hosted page's form as a browser would, without following the redirect. */
  async function submitPage(path: string, fields: Record<string, string> = {}) {
    const response = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }

  return { sandbox, clock, api, createPayment, submitPage };
}

export const SUCCESS_CARD = {
  card_number: '4111 1111 1111 1111',
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Siti Aminah',
};
export const DECLINED_CARD = { ...SUCCESS_CARD, card_number: '4000 0000 0000 0002' };
