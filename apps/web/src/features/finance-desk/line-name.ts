import type { ChargeLineItem } from '@autobid/contract';
import type { TFunction } from 'i18next';

const NAMED = [
  'hammer',
  'buyer_premium',
  'documentation_fee',
  'transfer_handling',
  'admin_fee',
  'tax',
] as const;
type NamedLine = (typeof NAMED)[number];

/** A fee's stored name as words, for a fee the texts do not know (a market's own fee). */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A bill line's label: the known lines translated, a discount marked as one, any other fee named. */
export function lineLabel(t: TFunction, line: ChargeLineItem): string {
  if (line.kind === 'discount')
    return t('financeDesk.detail.bill.discount', { name: humanize(line.name) });
  return (NAMED as readonly string[]).includes(line.name)
    ? t(`financeDesk.detail.lines.${line.name as NamedLine}`)
    : humanize(line.name);
}

const COLLECTIONS = ['purchase', 'seller_fees'] as const;
type NamedCollection = (typeof COLLECTIONS)[number];

/** What a collection is for: the buyer's purchase or the seller's fees; any other named as stored. */
export function collectionLabel(t: TFunction, name: string): string {
  return (COLLECTIONS as readonly string[]).includes(name)
    ? t(`financeDesk.collectionNames.${name as NamedCollection}`)
    : humanize(name);
}
