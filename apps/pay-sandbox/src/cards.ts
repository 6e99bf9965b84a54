// The card form of the payment page and the sandbox's test cards.
export const CARD_FIELDS = ['card_number', 'card_expiry', 'card_cvc', 'card_name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardForm = Record<CardField, string>;

/** The only card numbers the sandbox knows, and how a payment with each ends. */
export const TEST_CARDS = [
  { number: '4111111111111111', outcome: 'succeeded', label: 'succeeds' },
  { number: '4000000000000002', outcome: 'failed', label: 'is declined (card_declined)' },
] as const;

export type CardCheck =
  | { ok: true; outcome: 'succeeded' | 'failed'; last4: string }
  | { ok: false; errors: Partial<Record<CardField, string>> };

export function readCardForm(body: string): CardForm {
  const params = new URLSearchParams(body);
  const value = (field: CardField) => params.get(field) ?? '';
  return {
    card_number: value('card_number'),
    card_expiry: value('card_expiry'),
    card_cvc: value('card_cvc'),
    card_name: value('card_name'),
  };
}

function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY';
  // A card is good until the end of its expiry month.
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  if (endOfMonth <= now.getTime()) return 'This card has expired';
}

/** Checks the form; a well-formed test card gives its outcome. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const number = form.card_number.replace(/[\s-]/g, '');
  const card = TEST_CARDS.find((c) => c.number === number);
  const errors: Partial<Record<CardField, string>> = {};
  if (number === '') errors.card_number = 'Enter the card number';
  else if (!card) errors.card_number = 'Card number not recognised';
  const expiry = expiryError(form.card_expiry, now);
  if (expiry) errors.card_expiry = expiry;
  if (!/^\d{3,4}$/.test(form.card_cvc.trim()))
    errors.card_cvc = 'Enter the 3 or 4 digit security code';
  const name = form.card_name.trim();
  if (name === '') errors.card_name = 'Enter the name on the card';
  else if (name.length > 100) errors.card_name = 'The name must be at most 100 characters';
  if (!card || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, outcome: card.outcome, last4: number.slice(-4) };
}
