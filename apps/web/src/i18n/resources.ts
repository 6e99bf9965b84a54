import type { Localized } from './plural';
import type { Language } from './languages';
import { enCore, type Translation } from './locales/en';
import { enAuctionPage } from './locales/en-auction-page';
import { enNoticePanel } from './locales/en-notice-panel';
import { enSides } from './locales/en-sides';
import { enSignedOut } from './locales/en-signed-out';
import { id } from './locales/id';
import { idAuctionPage } from './locales/id-auction-page';
import { idNoticePanel } from './locales/id-notice-panel';
import { idSides } from './locales/id-sides';
import { idSignedOut } from './locales/id-signed-out';
import { th } from './locales/th';
import { thAuctionPage } from './locales/th-auction-page';
import { thNoticePanel } from './locales/th-notice-panel';
import { thSides } from './locales/th-sides';
import { thSignedOut } from './locales/th-signed-out';

/** Every text of every language at once, as the tests read them (the app loads them in parts). */
export const resources: Record<Language, { translation: Localized<Translation> }> = {
  en: {
    translation: { ...enCore, ...enSides, ...enSignedOut, ...enAuctionPage, ...enNoticePanel },
  },
  id: { translation: { ...id, ...idSides, ...idSignedOut, ...idAuctionPage, ...idNoticePanel } },
  th: { translation: { ...th, ...thSides, ...thSignedOut, ...thAuctionPage, ...thNoticePanel } },
};
