/// <reference lib="dom" />
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../../apps/web/src/i18n/locales/en';
import { id } from '../../../apps/web/src/i18n/locales/id';
import { th } from '../../../apps/web/src/i18n/locales/th';

type Tree = { readonly [key: string]: string | Tree };

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
  return (bare.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/[’']s$/, '')).filter((word) => word.length >= MIN_LENGTH);
}

/**
 * The English interface vocabulary a page in `language` must not show: every word of the English
 * texts, less the words that language's own texts use too (brand and proper names such as
 * "AutoBid", loanwords such as "Snap-it", a kept e-mail placeholder).
 */
export function englishVocabulary(language: 'id' | 'th'): Set<string> {
  const own = new Set(texts(language === 'id' ? id : th).flatMap(wordsOf));
  return new Set(texts(en, NOT_PROSE).flatMap(wordsOf).filter((word) => !own.has(word)));
}

/** Every text a person can see on the page now: text nodes of visible elements and input placeholders. */
export async function visibleText(page: Page): Promise<string[]> {
  // No named helpers inside: the function is sent to the browser as source, and some TypeScript
  // runners wrap named functions in a helper the page does not have.
  return page.evaluate(() => {
    const candidates: [Element, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) candidates.push([parent, text]);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      candidates.push([input, input.getAttribute('placeholder') ?? '']);
    }
    return candidates
      .filter(([element]) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
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

/**
 * Words of what the server sends for the pages under test: car makes and models, inspectors'
 * notes, dealer and group names. They are content, not interface text, so they may be English.
 */
export async function contentWords(request: APIRequestContext, token: string, paths: string[]): Promise<Set<string>> {
  const words = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' } });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    for (const text of stringsIn(await response.json())) for (const word of wordsOf(text)) words.add(word);
  }
  return words;
}

/** The English interface words on the page, each with a line it was seen in; content words excused. */
export async function englishLeftOn(page: Page, vocabulary: Set<string>, content: Set<string>): Promise<string[]> {
  const found = new Map<string, string>();
  for (const text of await visibleText(page)) {
    for (const word of wordsOf(text)) {
      if (vocabulary.has(word) && !content.has(word) && !found.has(word)) found.set(word, text);
    }
  }
  return [...found].map(([word, text]) => `${word} (in "${text}")`);
}
