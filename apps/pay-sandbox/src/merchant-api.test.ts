import { describe, expect, it } from 'vitest';
import { sign } from './signature';
import { buildPaymentRequest, MERCHANT, startTestSandbox } from './testing/harness';

describe('the merchant API', () => {
  it('creating a payment answers 201 with its id, page, amount and a 30 minute expiry', async () => {
    const { api, clock, sandbox } = await startTestSandbox();
    const request = buildPaymentRequest({ amount: 98000000, currency: 'IDR' });

    const created = await api('POST', '/api/v1/payments', request);

    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^pay_[0-9a-f]{24}$/),
      status: 'created',
      amount: 98000000,
      currency: 'IDR',
      merchant_reference: request.merchant_reference,
      created_at: new Date(clock.now()).toISOString(),
      expires_at: new Date(clock.now() + 30 * 60 * 1000).toISOString(),
      paid_at: null,
      failure_reason: null,
      card_last4: null,
      callback: null,
    });
    expect(created.json.page_url).toBe(`${sandbox.url}/pay/${created.json.id}`);
  });

  it('a request signed with another secret is refused with 401 invalid_signature', async () => {
    const { api } = await startTestSandbox();

    const refused = await api('POST', '/api/v1/payments', buildPaymentRequest(), {
      secret: 'not-the-secret',
    });

    expect(refused).toEqual({ status: 401, json: { code: 'invalid_signature' } });
  });

  it('a request without a signature is refused with 401', async () => {
    const { api } = await startTestSandbox();

    const refused = await api('POST', '/api/v1/payments', buildPaymentRequest(), {
      signature: null,
    });

    expect(refused).toEqual({ status: 401, json: { code: 'invalid_signature' } });
  });

  it('a signature over a different body is refused with 401', async () => {
    const { api, clock } = await startTestSandbox();
    const t = Math.floor(clock.now() / 1000);

    const refused = await api('POST', '/api/v1/payments', buildPaymentRequest({ amount: 1 }), {
      signature: sign(MERCHANT.secret, JSON.stringify(buildPaymentRequest({ amount: 2 })), t),
    });

    expect(refused.status).toBe(401);
  });

  it('a timestamp more than 300 s from the gateway clock is refused with 401, one within is accepted', async () => {
    const { api, clock } = await startTestSandbox();
    const now = Math.floor(clock.now() / 1000);

    const stale = await api('POST', '/api/v1/payments', buildPaymentRequest(), { t: now - 301 });
    const early = await api('POST', '/api/v1/payments', buildPaymentRequest(), { t: now + 301 });
    const late = await api('POST', '/api/v1/payments', buildPaymentRequest(), { t: now - 300 });

    expect(stale).toEqual({ status: 401, json: { code: 'invalid_signature' } });
    expect(early.status).toBe(401);
    expect(late.status).toBe(201);
  });

  it('a body that breaks the rules answers 422 invalid_request with the errors per field', async () => {
    const { api } = await startTestSandbox();

    const refused = await api('POST', '/api/v1/payments', {
      merchant_reference: 'x'.repeat(65),
      amount: 12.5,
      currency: 'USD',
      description: '',
      return_url: 'javascript:alert(1)',
    });

    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('invalid_request');
    expect(Object.keys(refused.json.errors ?? {}).sort()).toEqual([
      'amount',
      'callback_url',
      'currency',
      'description',
      'merchant_reference',
      'return_url',
    ]);
    expect(refused.json.errors?.amount).toEqual(['Must be a whole number of currency units']);
  });

  it('a body that is not JSON answers 422 with an error on body', async () => {
    const { api } = await startTestSandbox();

    const refused = await api('POST', '/api/v1/payments', '{not json');

    expect(refused).toEqual({
      status: 422,
      json: { code: 'invalid_request', errors: { body: ['Must be a JSON object'] } },
    });
  });

  it('a second payment with the reference of one still created is refused with 409 and the first id', async () => {
    const { api, createPayment, submitPage } = await startTestSandbox();
    const first = await createPayment({ merchant_reference: 'txn-1001' });

    const duplicate = await api(
      'POST',
      '/api/v1/payments',
      buildPaymentRequest({ merchant_reference: 'txn-1001' }),
    );
    await submitPage(`/pay/${first.id}/cancel`);
    const retry = await api(
      'POST',
      '/api/v1/payments',
      buildPaymentRequest({ merchant_reference: 'txn-1001' }),
    );

    expect(duplicate).toEqual({ status: 409, json: { code: 'duplicate_reference', id: first.id } });
    expect(retry.status).toBe(201);
    expect(retry.json.id).not.toBe(first.id);
  });

  it('reading a payment the merchant does not have answers 404', async () => {
    const { api } = await startTestSandbox();

    const missing = await api('GET', '/api/v1/payments/pay_000000000000000000000000');

    expect(missing).toEqual({ status: 404, json: { code: 'payment_not_found' } });
  });

  it('resending the callback of a payment still created answers 409 payment_not_finished', async () => {
    const { api, createPayment } = await startTestSandbox();
    const payment = await createPayment();

    const refused = await api('POST', `/api/v1/payments/${payment.id}/resend-callback`);

    expect(refused).toEqual({ status: 409, json: { code: 'payment_not_finished' } });
  });
});
