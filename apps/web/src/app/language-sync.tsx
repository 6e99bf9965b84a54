import { useEffect } from 'react';
import { applyLanguage } from '../i18n/i18n';
import { storeLanguage } from '../i18n/languages';
import { useAppSelector } from '../lib/state/hooks';

/**
 * Follows `currentLanguage` from the store: sign-in sets it from the user's locale (spec §4), and
 * text, dates and the stored `ln` key follow without a reload.
 */
export function LanguageSync() {
  const language = useAppSelector((state) => state.currentUser.currentLanguage);
  useEffect(() => {
    applyLanguage(language);
    storeLanguage(language);
  }, [language]);
  return null;
}
