// The hosted page (browser): GET shows the form or the end state, POST pays or cancels and sends
// the browser back to the merchant with a 303. The redirect never waits for the callback.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { checkCard, readCardForm } from './cards';
import { type SandboxContext } from './context';
import { readBody, redirect, sendHtml } from './http';
import { returnUrlOf, type Payment } from './payment';
import { renderNotFound, renderOutcome, renderPaymentForm } from './payment-page';

const MAX_FORM_BYTES = 16 * 1024;
const PAGE_PATH = /^\/pay\/([\w-]+)(\/cancel)?$/;

export async function handlePageRequest(
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  const match = PAGE_PATH.exec(path);
  const isCancel = match?.[2] !== undefined;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const isPay = method === 'POST' && !isCancel;
  if (!match || !((method === 'GET' && !isCancel) || method === 'POST'))
    return sendHtml(response, 404, renderNotFound());
  // Read the card details before the payment, so a payer who waited past the expiry sees it.
  const form = isPay
    ? readCardForm((await readBody(request, MAX_FORM_BYTES))?.toString() ?? '')
    : null;
  const payment = context.store.find(match[1]!);
  if (!payment) return sendHtml(response, 404, renderNotFound());
  const merchantName = nameOf(context, payment);

  if (payment.status !== 'created')
    return sendHtml(
      response,
      method === 'GET' ? 200 : 409,
      renderOutcome(payment, payment.status, merchantName),
    );
  if (isCancel) {
    context.store.finish(payment, { status: 'cancelled' });
    return redirect(response, returnUrlOf(payment));
  }
  if (!form) return sendHtml(response, 200, renderPaymentForm({ payment, merchantName }));

  const check = checkCard(form, new Date(context.now()));
  if (!check.ok)
    return sendHtml(
      response,
      422,
      renderPaymentForm({ payment, merchantName, values: form, errors: check.errors }),
    );
  context.store.finish(
    payment,
    check.outcome === 'succeeded'
      ? { status: 'succeeded', cardLast4: check.last4 }
      : { status: 'failed', cardLast4: check.last4, failureReason: 'card_declined' },
  );
  redirect(response, returnUrlOf(payment));
}

function nameOf(context: SandboxContext, payment: Payment): string {
  const merchant = context.merchants.get(payment.merchantId);
  return merchant?.name ?? payment.merchantId;
}
