// The hosted payment page and the pages that replace it once a payment has ended. Plain HTML,
// no scripts; every value from the merchant or the payer is escaped.
import { CARD_FIELDS, TEST_CARDS, type CardField, type CardForm } from './cards';
import { returnUrlOf, type FinalStatus, type Payment } from './payment';
import { PAGE_STYLE } from './page-style';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `MYR 12,500`: whole currency units, grouped the same way in every locale. */
export function formatAmount(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-US')}`;
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="sandbox">Sandbox payment page: no real card is charged.</p>
<div class="panel">
${content}
</div>
</main>
</body>
</html>
`;
}

function summary(payment: Payment, merchantName: string): string {
  const { amount, currency, description } = payment.request;
  return `<p class="merchant">${escapeHtml(merchantName)}</p>
<p class="amount" data-testid="pay-amount">${formatAmount(amount, currency)}</p>
<p class="description">${escapeHtml(description)}</p>`;
}

const INPUTS: Record<CardField, { label: string; testId: string; attributes: string }> = {
  card_number: {
    label: 'Card number',
    testId: 'card-number',
    attributes:
      'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234"',
  },
  card_expiry: {
    label: 'Expiry (MM/YY)',
    testId: 'card-expiry',
    attributes: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"',
  },
  card_cvc: {
    label: 'Security code',
    testId: 'card-cvc',
    attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"',
  },
  card_name: {
    label: 'Name on card',
    testId: 'card-name',
    attributes: 'autocomplete="cc-name" maxlength="100"',
  },
};

function input(
  field: CardField,
  values: Partial<CardForm>,
  errors: Partial<Record<CardField, string>>,
) {
  const { label, testId, attributes } = INPUTS[field];
  const error = errors[field];
  const id = testId;
  return `<div class="field">
<label for="${id}">${label}</label>
<input id="${id}" name="${field}" data-testid="${testId}" type="text" required ${attributes} value="${escapeHtml(values[field] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The form to pay a created payment, with the last entry and its errors when there were some. */
export function renderPaymentForm(options: {
  payment: Payment;
  merchantName: string;
  values?: Partial<CardForm>;
  errors?: Partial<Record<CardField, string>>;
}): string {
  const { payment, merchantName, values = {}, errors = {} } = options;
  const [number, expiry, cvc, name] = CARD_FIELDS.map((field) =>
    input(field, field === 'card_cvc' ? {} : values, errors),
  );
  const expires = new Date(payment.expiresAt).toISOString().slice(11, 16);
  const hasErrors = Object.keys(errors).length > 0;
  const cards = TEST_CARDS.map(
    (card) => `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${card.label}</li>`,
  ).join('');
  const action = `/pay/${payment.id}`;
  return layout(
    `Pay ${formatAmount(payment.request.amount, payment.request.currency)} to ${merchantName}`,
    `${summary(payment, merchantName)}
<p class="expires">This page can be used until ${expires} UTC.</p>
<hr>
<form method="post" action="${action}">
${hasErrors ? '<p class="alert" role="alert">Check the card details below.</p>' : ''}
${number}
<div class="row">${expiry}${cvc}</div>
${name}
<button class="pay" type="submit" data-testid="pay-submit">Pay ${formatAmount(payment.request.amount, payment.request.currency)}</button>
</form>
<form class="cancel" method="post" action="${action}/cancel">
<button class="link" type="submit" data-testid="pay-cancel">Cancel and return to ${escapeHtml(merchantName)}</button>
</form>
<div class="cards">
<h2>Test cards</h2>
<ul>${cards}</ul>
<p>Any expiry date in the future, any 3 or 4 digit CVC and any name. Other numbers are not recognised.</p>
</div>`,
  );
}

const OUTCOMES: Record<FinalStatus, { title: string; text: string }> = {
  succeeded: { title: 'Payment received', text: 'Your payment was accepted. Thank you.' },
  failed: { title: 'Payment declined', text: 'Your card was declined. Nothing was charged.' },
  cancelled: {
    title: 'Payment cancelled',
    text: 'You cancelled this payment. Nothing was charged.',
  },
  expired: {
    title: 'Payment expired',
    text: 'The time to pay has run out. Nothing was charged.',
  },
};

/** The page of a payment that has ended: its state and the way back to the merchant, no form. */
export function renderOutcome(payment: Payment, status: FinalStatus, merchantName: string): string {
  const { title, text } = OUTCOMES[status];
  return layout(
    `${title}: ${merchantName}`,
    `${summary(payment, merchantName)}
<hr>
<p class="state state-${status}" data-testid="pay-status" data-status="${status}">${title}</p>
<p>${text}</p>
<a class="link" data-testid="pay-return" href="${escapeHtml(returnUrlOf(payment))}">Return to ${escapeHtml(merchantName)}</a>`,
  );
}

export function renderNotFound(): string {
  return layout(
    'Payment not found',
    `<p class="state">Payment not found</p>
<p>This payment link is not valid. Go back to the merchant and start the payment again.</p>`,
  );
}
