import { i18n } from './i18n';
import { enSides } from './locales/en-sides';

/**
 * Adds the seller portal's and back office's English to the texts the app started with. The
 * frames of those sides call it when their code loads; other languages carry these texts already.
 */
export function registerSideTexts(): void {
  i18n.addResourceBundle('en', 'translation', enSides, true, false);
}
