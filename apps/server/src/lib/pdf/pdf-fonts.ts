import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The scripts a PDF draws, each in its own Noto family. */
export type Script = 'latin' | 'thai';

/** A stretch of text in one script, drawn with one font. */
export interface ScriptRun {
  script: Script;
  text: string;
}

const require = createRequire(import.meta.url);

const FONT_FILES: Record<Script, Record<'regular' | 'bold', string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  thai: {
    regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  },
};

/** Font registration names: `latin-regular`, `thai-bold`... */
export type FontName = `${Script}-${'regular' | 'bold'}`;

/**
 * The part of a fontkit font used here. pdfkit lays text out with fontkit; handing it a font
 * parsed once saves parsing Noto Sans's large layout tables for every document.
 */
export interface ParsedFont {
  /** fontkit's glyph cache: each glyph with the code points it was first met by. */
  _glyphs: Record<number, unknown>;
  layout(text: string): unknown;
}

const fontkit = require('fontkit') as { create(data: Buffer): ParsedFont };

let loaded: Map<FontName, ParsedFont> | null = null;

/** The four fonts, read and parsed on first use and kept for the life of the process. */
export function loadFonts(): ReadonlyMap<FontName, ParsedFont> {
  if (!loaded) {
    loaded = new Map();
    for (const [script, weights] of Object.entries(FONT_FILES)) {
      for (const [weight, file] of Object.entries(weights)) {
        const font = fontkit.create(readFileSync(require.resolve(file)));
        loaded.set(`${script}-${weight}` as FontName, font);
      }
    }
  }
  return loaded;
}

/**
 * The fonts, ready for a new document. pdfkit writes a glyph's text from the code points fontkit
 * first met it by, which would make a document's bytes depend on the documents drawn before it
 * in the process. Forgetting the glyphs met so far makes each document start as if its fonts were
 * new. Callers draw a whole document synchronously after this, so documents never interleave.
 */
export function fontsForNewDocument(): ReadonlyMap<FontName, ParsedFont> {
  const fonts = loadFonts();
  for (const font of fonts.values()) font._glyphs = {};
  return fonts;
}

export function fontName(script: Script, bold: boolean): FontName {
  return `${script}-${bold ? 'bold' : 'regular'}`;
}

/** The Thai block, U+0E00–U+0E7F: its letters, vowels, tone marks and digits. */
const THAI_RUN = /[\u0E00-\u0E7F]+/gu;

/**
 * Splits text into runs by script, since pdfkit draws each text call in one font. Spaces and
 * punctuation between two runs stay with the Latin run, which Noto Sans covers.
 */
export function splitByScript(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let at = 0;
  for (const match of text.matchAll(THAI_RUN)) {
    if (match.index > at) runs.push({ script: 'latin', text: text.slice(at, match.index) });
    runs.push({ script: 'thai', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ script: 'latin', text: text.slice(at) });
  return runs;
}
