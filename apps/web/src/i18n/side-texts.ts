import i18next from 'i18next';
import { enSides } from './locales/en-sides';

/**
 * Adds the seller portal's and back office's English to the texts the app started with (the one
 * i18next instance `i18n.ts` starts), once. The frames of those sides call it as they render,
 * before any of their pages asks for a text; other languages carry these texts already.
 */
export function registerSideTexts(): void {
  if (i18next.getResource('en', 'translation', 'frames') !== undefined) return;
  i18next.addResourceBundle('en', 'translation', enSides, true, false);
}
