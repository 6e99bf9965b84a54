import { useTranslation } from 'react-i18next';
import {
  changeLanguageAndReload,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../i18n/languages';

/** The interface language now in use. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The native select of the interface language, on the sign-in page and in every header: the
 * phone's own picker, read by screen readers as "Language, English". Spec §4: a choice is stored
 * under `ln` and the page reloads in it.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <select
      className={className}
      aria-label={t('header.language')}
      data-testid="language-switch"
      value={current}
      onChange={(event) => {
        const language = event.target.value;
        if (isLanguage(language) && language !== current) changeLanguageAndReload(language);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`languageName.${language}`)}
        </option>
      ))}
    </select>
  );
}
