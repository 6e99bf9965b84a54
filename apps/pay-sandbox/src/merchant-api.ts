// The merchant API (server to server, JSON). Every request is signed; see signature.ts.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { type SandboxContext } from './context';
import { readBody, sendJson } from './http';
import { createPaymentSchema, paymentResource } from './payment';
import { verifySignature } from './signature';

const MAX_BODY_BYTES = 64 * 1024;
const PAYMENT_PATH = /^\/api\/v1\/payments\/([\w-]+)$/;
const RESEND_PATH = /^\/api\/v1\/payments\/([\w-]+)\/resend-callback$/;

export async function handleMerchantRequest(
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  const raw = await readBody(request, MAX_BODY_BYTES);
  if (raw === null) return sendJson(response, 413, { code: 'payload_too_large' });
  const body = raw.toString('utf8');
  const merchantId = request.headers['x-merchant-id'];
  const merchant = typeof merchantId === 'string' ? context.merchants.get(merchantId) : undefined;
  const signature = request.headers['x-signature'];
  const nowSeconds = Math.floor(context.now() / 1000);
  if (
    !merchant ||
    typeof signature !== 'string' ||
    !verifySignature(merchant.secret, signature, body, nowSeconds)
  )
    return sendJson(response, 401, { code: 'invalid_signature' });

  const id = PAYMENT_PATH.exec(path)?.[1];
  const resendId = RESEND_PATH.exec(path)?.[1];
  if (request.method === 'POST' && path === '/api/v1/payments')
    return createPayment(context, response, merchant.id, body);
  if (request.method === 'GET' && id !== undefined) {
    const payment = context.store.find(id, merchant.id);
    if (!payment) return sendJson(response, 404, { code: 'payment_not_found' });
    return sendJson(response, 200, paymentResource(payment));
  }
  if (request.method === 'POST' && resendId !== undefined) {
    const payment = context.store.find(resendId, merchant.id);
    if (!payment) return sendJson(response, 404, { code: 'payment_not_found' });
    if (!payment.event) return sendJson(response, 409, { code: 'payment_not_finished' });
    context.deliverCallback(payment);
    return sendJson(response, 202, { id: payment.id, event_id: payment.event.id });
  }
  sendJson(response, 404, { code: 'not_found' });
}

function createPayment(
  context: SandboxContext,
  response: ServerResponse,
  merchantId: string,
  body: string,
): void {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return sendJson(response, 422, {
      code: 'invalid_request',
      errors: { body: ['Must be a JSON object'] },
    });
  }
  const parsed = createPaymentSchema.safeParse(json);
  if (!parsed.success) {
    const { fieldErrors, formErrors } = z.flattenError(parsed.error);
    const errors = formErrors.length > 0 ? { ...fieldErrors, body: formErrors } : fieldErrors;
    return sendJson(response, 422, { code: 'invalid_request', errors });
  }
  const created = context.store.create(merchantId, parsed.data);
  if (!created.ok) return sendJson(response, 409, { code: created.code, id: created.id });
  sendJson(response, 201, paymentResource(created.payment), {
    location: `/api/v1/payments/${created.payment.id}`,
  });
}
