import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { Translation, TranslationCore } from './locales/en';
import type { Localized } from './plural';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

// Each language's texts are a chunk of their own, and only the chosen one loads: every language has
// every text (locales.test.ts), so none falls back on another. The core texts come with the app;
// the other parts come with the pages that use them, so the dealer's lists carry none of them.
const loaders: Record<Language, () => Promise<Localized<TranslationCore>>> = {
  en: () => import('./locales/en').then((m) => m.enCore),
  id: () => import('./locales/id').then((m) => m.id),
  th: () => import('./locales/th').then((m) => m.th),
};

/** A part of the texts that loads only when a page asks for it. */
interface TextPart {
  /** A top-level key of the part: the part is in place when i18next has it. */
  key: string;
  loaders: Record<Language, () => Promise<object>>;
}

const parts = {
  /** The seller portal's and back office's texts: their frames wait for them. */
  sides: {
    key: 'frames',
    loaders: {
      en: () => import('./locales/en-sides').then((m) => m.enSides),
      id: () => import('./locales/id-sides').then((m) => m.idSides),
      th: () => import('./locales/th-sides').then((m) => m.thSides),
    },
  },
  /** The pages before sign-in (sign-in, password, central sign-in, invite, dev outbox). */
  signedOut: {
    key: 'login',
    loaders: {
      en: () => import('./locales/en-signed-out').then((m) => m.enSignedOut),
      id: () => import('./locales/id-signed-out').then((m) => m.idSignedOut),
      th: () => import('./locales/th-signed-out').then((m) => m.thSignedOut),
    },
  },
  /** What only the auction page says (the bid box, offers, automatic bidding, the chart, the result). */
  auctionPage: {
    key: 'maxBid',
    loaders: {
      en: () => import('./locales/en-auction-page').then((m) => m.enAuctionPage),
      id: () => import('./locales/id-auction-page').then((m) => m.idAuctionPage),
      th: () => import('./locales/th-auction-page').then((m) => m.thAuctionPage),
    },
  },
  /** The notifications bell's list: the bell itself needs only its name, which is a core text. */
  noticePanel: {
    key: 'noticePanel',
    loaders: {
      en: () => import('./locales/en-notice-panel').then((m) => m.enNoticePanel),
      id: () => import('./locales/id-notice-panel').then((m) => m.idNoticePanel),
      th: () => import('./locales/th-notice-panel').then((m) => m.thNoticePanel),
    },
  },
} satisfies Record<string, TextPart>;
type PartName = keyof typeof parts;

/** The parts some page has asked for: a change of language loads them too. */
const askedParts = new Set<PartName>();

async function loadPart(part: PartName, language: Language): Promise<void> {
  const { key, loaders: partLoaders } = parts[part];
  if (i18n.getResource(language, 'translation', key) !== undefined) return;
  i18n.addResourceBundle(language, 'translation', await partLoaders[language](), true, false);
}

/** Fetches a language's texts into i18next unless they are there already. */
async function loadTexts(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language](), true, false);
  }
  await Promise.all([...askedParts].map((part) => loadPart(part, language)));
}

/**
 * A part's texts in the current language, and in any language chosen later. Asked for before
 * i18next starts (a page's code preloading while the app boots), it loads with the core texts
 * in `initI18n`, which the first render waits for.
 */
async function loadPartTexts(part: PartName): Promise<void> {
  askedParts.add(part);
  if (!i18n.isInitialized) return;
  await loadPart(part, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

/**
 * The seller portal's and back office's texts in the current language (and in any language
 * chosen later); their frames load with them.
 */
export function loadSideTexts(): Promise<void> {
  return loadPartTexts('sides');
}

/**
 * The texts of the pages a visitor sees before signing in (sign-in, forgot and reset password,
 * central sign-in, the invite link, the dev outbox): those pages load with them, so no raw key
 * shows, and the signed-in pages do not carry them.
 */
export function loadSignedOutTexts(): Promise<void> {
  return loadPartTexts('signedOut');
}

/** What only the auction page says: the page loads with it, so the lists do not carry it. */
export function loadAuctionPageTexts(): Promise<void> {
  return loadPartTexts('auctionPage');
}

/** The notifications list's texts: the list loads with them when the bell first opens it. */
export function loadNoticePanelTexts(): Promise<void> {
  return loadPartTexts('noticePanel');
}

/** Starts i18next in the given language (Ant Design's pickers follow in `antd-locale.ts`). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  // The parts pages asked for while the app booted come side by side with the core texts.
  const [core, ...asked] = await Promise.all([
    loaders[language](),
    ...[...askedParts].map((part) => parts[part].loaders[language]()),
  ]);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: Object.assign({}, core, ...asked) as object } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // A part asked for while these loaded.
  await Promise.all([...askedParts].map((part) => loadPart(part, language)));
  applyLanguage(language);
  return i18n;
}

/** Switches the text and the document language together (no reload: used right after sign-in). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) {
    void loadTexts(language).then(() => i18n.changeLanguage(language));
  }
  document.documentElement.lang = language;
}

export { i18n };
