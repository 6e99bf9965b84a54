import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { Language } from './languages';

// English is Ant Design's and dayjs's own default; the other languages load when first chosen,
// dayjs's with antd's, so a picker's month and day names read in the interface language.
const loaders: Record<Language, (() => Promise<Locale>) | null> = {
  en: null,
  id: () =>
    Promise.all([import('antd/es/locale/id_ID'), import('dayjs/locale/id')]).then(
      ([m]) => m.default,
    ),
  th: () =>
    Promise.all([import('antd/es/locale/th_TH'), import('dayjs/locale/th')]).then(
      ([m]) => m.default,
    ),
};

/**
 * The Ant Design component texts (pagination, pickers, modals) in the interface language;
 * undefined (English) until another language's texts have loaded.
 */
export function useAntdLocale(language: Language): Locale | undefined {
  const [loaded, setLoaded] = useState<{ language: Language; locale: Locale } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const load = loaders[language];
    if (!load) dayjs.locale(language);
    void load?.().then((locale) => {
      if (!isCurrent) return;
      dayjs.locale(language);
      setLoaded({ language, locale });
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}
