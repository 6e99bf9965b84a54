/// <reference lib="dom" />
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { enCore } from '../../../apps/web/src/i18n/locales/en';
import { enSides } from '../../../apps/web/src/i18n/locales/en-sides';
import { id } from '../../../apps/web/src/i18n/locales/id';
import { idSides } from '../../../apps/web/src/i18n/locales/id-sides';
import { th } from '../../../apps/web/src/i18n/locales/th';
import { thSides } from '../../../apps/web/src/i18n/locales/th-sides';

type Tree = { readonly [key: string]: string | Tree };

const en = { ...enCore, ...enSides };
const translated = { id: { ...id, ...idSides }, th: { ...th, ...thSides } };

/** Latin words, keeping inner hyphens and apostrophes ("snap-it", "dealer’s"). */
const WORD = /[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?/g;
// Shorter words ("to", "of", "km", "ID") are as often codes and units as English.
const MIN_LENGTH = 3;
/** Subtrees that are not prose: date patterns, and each language's own name in the switch. */
const NOT_PROSE = new Set(['format', 'languageName']);

function texts(tree: Tree, skip: ReadonlySet<string> = new Set()): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (skip.has(key)) return [];
    return typeof value === 'string' ? [value] : texts(value);
  });
}

export function wordsOf(text: string): string[] {
  const bare = text.replace(/\{\{\w+\}\}|\$\{\w+\}/g, ' ');
  return (bare.match(WORD) ?? [])
    .map((word) => word.toLowerCase().replace(/[’']s$/, ''))
    .filter((word) => word.length >= MIN_LENGTH);
}

/**
 * The English interface vocabulary a page in `language` must not show: every word of the English
 * texts, less the words that language's own texts use too (brand and proper names such as
 * "AutoBid", loanwords such as "Snap-it", a kept e-mail placeholder).
 */
export function englishVocabulary(language: 'id' | 'th'): Set<string> {
  const own = new Set(texts(translated[language]).flatMap(wordsOf));
  return new Set(
    texts(en, NOT_PROSE)
      .flatMap(wordsOf)
      .filter((word) => !own.has(word)),
  );
}

/** Every text a person can see on the page now: text nodes of visible elements, input placeholders and the alternatives of visible pictures. */
export async function visibleText(page: Page): Promise<string[]> {
  // No named helpers inside: the function is sent to the browser as source, and some TypeScript
  // runners wrap named functions in a helper the page does not have.
  return page.evaluate(() => {
    const candidates: [Element, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName))
        candidates.push([parent, text]);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      candidates.push([input, input.getAttribute('placeholder') ?? '']);
    }
    // A picture's text alternative is what a screen reader says for it: a photo's caption.
    for (const image of document.querySelectorAll('img[alt]')) {
      candidates.push([image, image.getAttribute('alt') ?? '']);
    }
    return candidates
      .filter(([element]) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map(([, text]) => text);
  });
}

/** Every string anywhere in a JSON answer: the names, notes and places the server wrote. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Fields that hold names and codes, not words of a language: makes, models, trims, places, people, groups, files, currencies. */
const NAME_FIELDS = new Set([
  'make',
  'model',
  'variant',
  'registration_number',
  'location',
  'file_name',
  'group_name',
  'dealer_name',
  'contact_name',
  'email',
  'address',
  'slug',
  'phone',
  'currency',
  'market',
  'country',
]);

/**
 * The names in a JSON answer. A `name` is one too (a person, a group, a make), except a document's
 * or a report section's, which are words to translate.
 */
function namesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const isWorded = 'file_name' in record || 'rating' in record;
  return Object.entries(record).flatMap(([key, field]) => {
    if (typeof field === 'string')
      return NAME_FIELDS.has(key) || (key === 'name' && !isWorded) ? [field] : [];
    return namesIn(field);
  });
}

/**
 * Words that Indonesian and Thai content may share with English: a language's own borrowings,
 * written the same way ("celah panel", "pedal rem" are how an Indonesian inspector writes).
 */
const SHARED_WORDS: Record<'id' | 'th', readonly string[]> = { id: ['panel', 'pedal'], th: [] };
/** Place names that banner texts mention in every language. */
const PLACE_NAMES = ['klang', 'valley'];

export interface ContentWords {
  /** Every word of what the server writes for the pages, as it writes it in English. */
  english: Set<string>;
  /** Words of names (makes, models, trims, places, people, groups, file names): the same in every language. */
  names: Set<string>;
}

/**
 * What the server sends for the pages under test, read in English: its words are English content
 * a Thai or Indonesian page must not show (inspectors' notes, captions, document names), except
 * names, which stay as they are in every language.
 */
export async function contentWords(
  request: APIRequestContext,
  token: string,
  paths: string[],
): Promise<ContentWords> {
  const content: ContentWords = { english: new Set(), names: new Set() };
  for (const path of paths) {
    const response = await request.get(path, {
      headers: {
        Authorization: `Bearer ${token}`,
        'Cache-Control': 'no-cache',
        'Accept-Language': 'en',
      },
    });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    const body: unknown = await response.json();
    for (const text of stringsIn(body)) for (const word of wordsOf(text)) content.english.add(word);
    for (const text of namesIn(body)) for (const word of wordsOf(text)) content.names.add(word);
  }
  return content;
}

/** The English interface and content vocabulary a page in `language` must not show, and the names it may. */
export function vocabularyWith(
  language: 'id' | 'th',
  content: ContentWords,
): { vocabulary: Set<string>; excused: Set<string> } {
  const own = new Set([...texts(translated[language]).flatMap(wordsOf), ...SHARED_WORDS[language]]);
  const vocabulary = englishVocabulary(language);
  for (const word of content.english) if (!own.has(word)) vocabulary.add(word);
  return { vocabulary, excused: new Set([...content.names, ...PLACE_NAMES]) };
}

/** The English words on the page, each with a line it was seen in; names excused. */
export async function englishLeftOn(
  page: Page,
  vocabulary: Set<string>,
  excused: Set<string>,
): Promise<string[]> {
  const found = new Map<string, string>();
  for (const text of await visibleText(page)) {
    for (const word of wordsOf(text)) {
      if (vocabulary.has(word) && !excused.has(word) && !found.has(word)) found.set(word, text);
    }
  }
  return [...found].map(([word, text]) => `${word} (in "${text}")`);
}
