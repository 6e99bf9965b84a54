// The hosted-payment gateway (HSBC in production, apps/pay-sandbox elsewhere), as
// docs/online-payment-gateway.md describes it: signed JSON requests one way, signed callbacks the
// other. The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

/** How far a signature's `t` may be from our clock, either way, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** How long one request to the gateway may take before it counts as down. */
export const GATEWAY_TIMEOUT_MS = 5_000;

/** Where the gateway is, who we are to it, and where it reaches us. */
export interface PaymentSettings {
  gatewayUrl: string;
  merchantId: string;
  secret: string;
  /** The address browsers and the gateway reach this server at; the base of return and callback URLs. */
  publicUrl: string;
}

/** The settings of a development machine: the sandbox on its default port. */
export const SANDBOX_PAYMENT_SETTINGS: PaymentSettings = {
  gatewayUrl: 'http://127.0.0.1:4100',
  merchantId: 'autobid',
  secret: 'sandbox-secret',
  publicUrl: 'http://localhost:3000',
};

function digest(secret: string, body: string | Buffer, t: number): Buffer {
  return createHmac('sha256', secret).update(`${t}.`, 'utf8').update(body).digest();
}

/** The `X-Signature` value for `body` (the exact bytes sent; '' for a GET) at `t` unix seconds. */
export function signatureHeader(secret: string, body: string | Buffer, t: number): string {
  return `t=${t},v1=${digest(secret, body, t).toString('hex')}`;
}

/**
 * Whether `header` signs `body` with `secret` within the tolerance of `nowSeconds`. Missing,
 * malformed, wrong and stale signatures are all false; the HMAC is compared in constant time.
 */
export function isValidSignature(
  secret: string,
  header: string | undefined,
  body: string | Buffer,
  nowSeconds: number,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), digest(secret, body, t));
}

export const GATEWAY_STATUSES = ['created', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/** A payment as the gateway tells it, with what this server reads of it. */
export const gatewayPaymentSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(GATEWAY_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  merchant_reference: z.string(),
  page_url: z.string(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

/** Why a call to the gateway did not give a payment: no answer in time, no connection, or a refusal. */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'refused' | 'bad_answer',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface CreateGatewayPayment {
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  callbackUrl: string;
}

/** The merchant API: create a payment, read one. Every request is signed and times out after 5 s. */
export function createGatewayClient(
  settings: Pick<PaymentSettings, 'gatewayUrl' | 'merchantId' | 'secret'>,
  clock: Clock,
  timeoutMs = GATEWAY_TIMEOUT_MS,
) {
  const base = settings.gatewayUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body = ''): Promise<GatewayPayment> {
    const t = Math.floor(clock.now() / 1000);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'x-merchant-id': settings.merchantId,
          'x-signature': signatureHeader(settings.secret, body, t),
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      throw new GatewayError(
        isTimeout ? 'timeout' : 'unreachable',
        isTimeout
          ? `The payment gateway did not answer ${method} ${path} within ${timeoutMs} ms.`
          : `The payment gateway at ${base} could not be reached: ${String(error)}`,
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const code = /"code"\s*:\s*"([\w-]+)"/.exec(text)?.[1] ?? 'no code';
      throw new GatewayError(
        'refused',
        `The payment gateway answered ${method} ${path} with ${response.status} (${code}).`,
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = gatewayPaymentSchema.safeParse(json);
    if (!parsed.success)
      throw new GatewayError(
        'bad_answer',
        `The payment gateway's answer to ${method} ${path} is not a payment.`,
        response.status,
      );
    return parsed.data;
  }

  return {
    createPayment(input: CreateGatewayPayment): Promise<GatewayPayment> {
      return call(
        'POST',
        '/api/v1/payments',
        JSON.stringify({
          merchant_reference: input.merchantReference,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          return_url: input.returnUrl,
          callback_url: input.callbackUrl,
        }),
      );
    },

    getPayment(gatewayRef: string): Promise<GatewayPayment> {
      return call('GET', `/api/v1/payments/${encodeURIComponent(gatewayRef)}`);
    },

    /** Whether a callback's `X-Signature` signs its raw body with our secret, made within 300 s. */
    verifyCallback(header: string | undefined, rawBody: Buffer): boolean {
      return isValidSignature(settings.secret, header, rawBody, Math.floor(clock.now() / 1000));
    },
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
