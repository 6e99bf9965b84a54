import { LANGUAGES, type Language } from '@autobid/contract';
import type { FastifyRequest } from 'fastify';
import type { PhotoRow, Translations } from '../db/schema';

/** The first of our languages `Accept-Language` names (the web app sends the one it shows), if any. */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return null;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return null;
}

/** The language to word content in: the one the interface shows, else the account's own. */
export function contentLanguage(request: FastifyRequest, accountLanguage: Language): Language {
  return requestedLanguage(request) ?? accountLanguage;
}

/**
 * What people wrote, in `language` when a translation exists, else as written. Without a language
 * (a caller that names none) the original is shown.
 */
export function inLanguage(
  original: string,
  translations: Translations | undefined,
  language: Language | undefined,
): string {
  return (language && translations?.[language]) || original;
}

/** A photo's address in `language`: its drawing in that language where it has one, else its own. */
export function photoUrlIn(
  photo: Pick<PhotoRow, 'url' | 'translations'>,
  language: Language | undefined,
): string {
  return (language && photo.translations?.[language]?.url) || photo.url;
}
