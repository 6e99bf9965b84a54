import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import thTH from 'antd/locale/th_TH';
import type { Language } from './languages';

/** The Ant Design component texts (pagination, pickers, modals) in each interface language. */
export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, id: idID, th: thTH };
