import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import {
  changeLanguageAndReload,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
} from '../i18n/languages';
import { Icon } from './icon';
import './language-switch.css';

interface LanguageSwitchProps {
  /** Narrow screens show the language code instead of its name. */
  compact?: boolean;
}

/**
 * Changes the interface language; spec §4 wants it stored under `ln` and the page reloaded.
 * A native select (the phone's own picker, read by screen readers as "Language, English"), laid
 * transparent over what the header shows: the globe, the language's name or, when compact, its
 * code ("TH"), and the arrow. The select fills the whole control, so a tap anywhere opens it.
 */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <span className={`language-switch${compact ? ' language-switch--compact' : ''}`}>
      <Icon def={GlobalOutlined} />
      <span className="language-switch__value" aria-hidden="true">
        {compact ? current.toUpperCase() : t(`languageName.${current}`)}
      </span>
      <Icon def={DownOutlined} className="language-switch__arrow" />
      <select
        className="language-switch__select"
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
    </span>
  );
}
