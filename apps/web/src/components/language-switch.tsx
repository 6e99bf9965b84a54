import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  changeLanguageAndReload,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
} from '../i18n/languages';

/** Changes the interface language; spec §4 wants it stored under `ln` and the page reloaded. */
interface LanguageSwitchProps {
  variant?: 'outlined' | 'borderless';
  /** Narrow screens show the language code instead of its name. */
  compact?: boolean;
}

export function LanguageSwitch({ variant = 'outlined', compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Select
      aria-label={t('header.language')}
      data-testid="language-switch"
      className="language-switch"
      size="middle"
      variant={variant}
      value={current}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      onChange={(language) => {
        if (language !== current) changeLanguageAndReload(language);
      }}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: t(`languageName.${language}`),
      }))}
      {...(compact
        ? {
            labelRender: ({ value }: { value?: unknown }) =>
              typeof value === 'string' ? value.toUpperCase() : '',
          }
        : {})}
    />
  );
}
