import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import type { Language } from './languages';

// English is Ant Design's own default; the other languages load when first chosen.
const loaders: Record<Language, (() => Promise<Locale>) | null> = {
  en: null,
  id: () => import('antd/es/locale/id_ID').then((m) => m.default),
  th: () => import('antd/es/locale/th_TH').then((m) => m.default),
};

/**
 * The Ant Design component texts (pagination, pickers, modals) in the interface language;
 * undefined (English) until another language's texts have loaded.
 */
export function useAntdLocale(language: Language): Locale | undefined {
  const [loaded, setLoaded] = useState<{ language: Language; locale: Locale } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loaders[language]?.().then((locale) => {
      if (isCurrent) setLoaded({ language, locale });
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}
