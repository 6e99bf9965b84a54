import { useTranslation } from 'react-i18next';
import {
  changeLanguageAndReload,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
} from '../../../i18n/languages';
import { GlobeIcon } from './sign-in-icons';

/**
 * The sign-in page's language picker: a native select (the signed-in header has Ant Design's),
 * storing the choice under `ln` and reloading as spec §4 asks.
 */
export function SignInLanguage() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <div className="sign-in-input sign-in-input--select sign-in-language">
      <GlobeIcon />
      <select
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
    </div>
  );
}
