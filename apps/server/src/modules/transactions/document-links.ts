import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/** Where a transaction's documents are served; the url carries its own signature. */
export const DOCUMENTS_PATH = '/general/api/v2/transactions';

export const DOCUMENT_TYPES = ['invoice', 'sales_purchase_agreement_my'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const HOUR_S = 3_600;
const LINK_LIFETIME_S = 12 * HOUR_S;

/**
 * Signed links to a transaction's PDFs, so a plain link (a new tab, a phone's PDF viewer) opens
 * them without the Bearer token: the link carries an expiry and an HMAC of the transaction, the
 * document type and that expiry. The language is not signed: any language of the same document
 * may be asked for.
 */
export function createDocumentLinks(secret: string, clock: Clock) {
  const sign = (id: number, type: DocumentType, expires: number) =>
    createHmac('sha256', secret)
      .update(`transaction-document:${id}:${type}:${expires}`)
      .digest('hex');

  return {
    urlFor(id: number, type: DocumentType, language: string): string {
      const expires = Math.floor(clock.now() / 1000 / HOUR_S) * HOUR_S + LINK_LIFETIME_S;
      return `${DOCUMENTS_PATH}/${id}/documents/${type}?language=${language}&expires=${expires}&signature=${sign(id, type, expires)}`;
    },

    check(id: number, type: DocumentType, expires: number, signature: string) {
      const expected = Buffer.from(sign(id, type, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return clock.now() >= expires * 1000 ? 'expired' : 'valid';
    },
  };
}

export type DocumentLinks = ReturnType<typeof createDocumentLinks>;
