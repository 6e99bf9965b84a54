import { describe, expect, it } from 'vitest';
import { verifySignature } from './signature';
import {
  DECLINED_CARD,
  MERCHANT,
  startCallbackReceiver,
  startTestSandbox,
  SUCCESS_CARD,
  waitFor,
} from './testing/harness';

const pagePath = (pageUrl: string) => new URL(pageUrl).pathname;

describe('the hosted payment page', () => {
  it('shows the merchant, amount, description and the card form of a created payment', async () => {
    const { createPayment, sandbox } = await startTestSandbox();
    const payment = await createPayment({ amount: 12500, description: 'Vios <2019> & "more"' });

    const response = await fetch(payment.page_url);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(payment.page_url).toBe(`${sandbox.url}/pay/${payment.id}`);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('AutoBid');
    expect(html).toContain('MYR 12,500');
    expect(html).toContain('Vios &lt;2019&gt; &amp; &quot;more&quot;');
    for (const testId of [
      'card-number',
      'card-expiry',
      'card-cvc',
      'card-name',
      'pay-submit',
      'pay-cancel',
    ])
      expect(html).toContain(`data-testid="${testId}"`);
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).not.toMatch(/<script|<link|src=|url\(/);
  });

  it('paying with the success card redirects to return_url with the status and the merchant receives a signed payment.succeeded', async () => {
    const receiver = await startCallbackReceiver();
    const { api, clock, createPayment, submitPage } = await startTestSandbox();
    const payment = await createPayment({ callback_url: receiver.url });

    const paid = await submitPage(pagePath(payment.page_url), SUCCESS_CARD);

    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:5173/payments/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      transaction: '42',
      payment_id: payment.id,
      status: 'succeeded',
    });
    await waitFor(() => receiver.received.length === 1);
    const [callback] = receiver.received;
    expect(
      verifySignature(MERCHANT.secret, callback!.signature, callback!.body, clock.now() / 1000),
    ).toBe(true);
    expect(callback!.json).toMatchObject({
      event_id: expect.stringMatching(/^evt_/),
      type: 'payment.succeeded',
      payment: { id: payment.id, status: 'succeeded', amount: 12500, card_last4: '1111' },
    });
    const read = await api('GET', `/api/v1/payments/${payment.id}`);
    expect(read.json).toMatchObject({
      status: 'succeeded',
      paid_at: new Date(clock.now()).toISOString(),
      failure_reason: null,
      card_last4: '1111',
    });
    await waitFor(async () => {
      const { json } = await api('GET', `/api/v1/payments/${payment.id}`);
      return json.callback?.delivered_at !== null;
    });
    expect((await api('GET', `/api/v1/payments/${payment.id}`)).json.callback).toEqual({
      attempts: 1,
      delivered_at: new Date(clock.now()).toISOString(),
      last_status: 200,
    });
  });

  it('a declined card ends the payment as failed with card_declined and sends payment.failed', async () => {
    const receiver = await startCallbackReceiver();
    const { api, createPayment, submitPage } = await startTestSandbox();
    const payment = await createPayment({ callback_url: receiver.url });

    const declined = await submitPage(pagePath(payment.page_url), DECLINED_CARD);

    expect(declined.status).toBe(303);
    expect(new URL(declined.location!).searchParams.get('status')).toBe('failed');
    await waitFor(() => receiver.received.length === 1);
    expect(receiver.received[0]!.json).toMatchObject({
      type: 'payment.failed',
      payment: {
        status: 'failed',
        failure_reason: 'card_declined',
        card_last4: '0002',
        paid_at: null,
      },
    });
    const read = await api('GET', `/api/v1/payments/${payment.id}`);
    expect(read.json).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
  });

  it('cancelling ends the payment as cancelled, redirects with status cancelled and sends payment.cancelled', async () => {
    const receiver = await startCallbackReceiver();
    const { api, createPayment, submitPage } = await startTestSandbox();
    const payment = await createPayment({ callback_url: receiver.url });

    const cancelled = await submitPage(`${pagePath(payment.page_url)}/cancel`);

    expect(cancelled.status).toBe(303);
    expect(new URL(cancelled.location!).searchParams.get('status')).toBe('cancelled');
    await waitFor(() => receiver.received.length === 1);
    expect(receiver.received[0]!.json).toMatchObject({
      type: 'payment.cancelled',
      payment: { id: payment.id, status: 'cancelled' },
    });
    expect((await api('GET', `/api/v1/payments/${payment.id}`)).json.status).toBe('cancelled');
  });

  it('an unknown card number keeps the payment open and the page says the card is not recognised', async () => {
    const { api, createPayment, submitPage } = await startTestSandbox();
    const payment = await createPayment();

    const refused = await submitPage(pagePath(payment.page_url), {
      ...SUCCESS_CARD,
      card_number: '5555 5555 5555 4444',
    });

    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Card number not recognised');
    expect(refused.html).toContain('value="5555 5555 5555 4444"');
    expect(refused.html).toContain('data-testid="pay-submit"');
    expect((await api('GET', `/api/v1/payments/${payment.id}`)).json).toMatchObject({
      status: 'created',
      callback: null,
    });
  });

  it('a past expiry date, a short CVC and a blank name are shown beside their fields', async () => {
    const { createPayment, submitPage } = await startTestSandbox();
    const payment = await createPayment();

    const refused = await submitPage(pagePath(payment.page_url), {
      ...SUCCESS_CARD,
      card_expiry: '01/20',
      card_cvc: '12',
      card_name: ' ',
    });

    expect(refused.status).toBe(422);
    expect(refused.html).toContain('This card has expired');
    expect(refused.html).toContain('Enter the 3 or 4 digit security code');
    expect(refused.html).toContain('Enter the name on the card');
  });

  it('a finished payment shows its state and a way back but no form, and paying it again is refused', async () => {
    const { createPayment, submitPage } = await startTestSandbox();
    const payment = await createPayment();
    await submitPage(pagePath(payment.page_url), SUCCESS_CARD);

    const html = await (await fetch(payment.page_url)).text();
    const again = await submitPage(pagePath(payment.page_url), SUCCESS_CARD);

    expect(html).toContain('data-status="succeeded"');
    expect(html).toContain('Payment received');
    expect(html).toContain('data-testid="pay-return"');
    expect(html).not.toContain('<form');
    expect(again.status).toBe(409);
    expect(again.html).not.toContain('<form');
  });

  it('a created payment read after its 30 minutes is expired, sends payment.expired and its page has no form', async () => {
    const receiver = await startCallbackReceiver();
    const { api, clock, createPayment } = await startTestSandbox();
    const payment = await createPayment({ callback_url: receiver.url });

    clock.advance(30 * 60 * 1000);
    const read = await api('GET', `/api/v1/payments/${payment.id}`);
    const html = await (await fetch(payment.page_url)).text();

    expect(read.json.status).toBe('expired');
    expect(html).toContain('data-status="expired"');
    expect(html).not.toContain('data-testid="card-number"');
    await waitFor(() => receiver.received.length === 1);
    expect(receiver.received[0]!.json).toMatchObject({
      type: 'payment.expired',
      payment: { id: payment.id, status: 'expired' },
    });
  });

  it('a payment id the sandbox does not know answers 404', async () => {
    const { sandbox } = await startTestSandbox();

    const response = await fetch(`${sandbox.url}/pay/pay_unknown`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Payment not found');
  });
});
