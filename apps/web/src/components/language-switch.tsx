import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { LanguageSelect, useCurrentLanguage } from './language-select';
import './language-switch.css';

interface LanguageSwitchProps {
  /** Narrow screens show the language code instead of its name. */
  compact?: boolean;
}

/**
 * The header's language switch: the native select laid transparent over what the header shows,
 * the globe, the language's name or, when compact, its code ("TH"), and the arrow. The select
 * fills the whole control, so a tap anywhere opens it.
 */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <span className={`language-switch${compact ? ' language-switch--compact' : ''}`}>
      <Icon def={GlobalOutlined} />
      <span className="language-switch__value" aria-hidden="true">
        {compact ? current.toUpperCase() : t(`languageName.${current}`)}
      </span>
      <Icon def={DownOutlined} className="language-switch__arrow" />
      <LanguageSelect className="language-switch__select" />
    </span>
  );
}
