import { z } from 'zod';
import { ART_LANGUAGES } from './car-art/art-words';
import { resolvePaint } from './car-art/palette';
import { BODY_TYPES, CAR_VIEW_KEYS } from './car-art/views';
import { CLOSEUP_KINDS, TONES, type Tone } from './showcase-art';

// Letters, digits, spaces and the punctuation real make and model names use (Mercedes-Benz,
// CX-5, 320i, GLC 300, Coupé). Everything is escaped anyway; this keeps control characters,
// which XML cannot carry even escaped, out of the document.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} .,'&()/+-]*$/u;

const nameSchema = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be given once, as text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be at most 40 characters`)
    .regex(NAME, `${label} may only contain letters, digits, spaces and . , ' & ( ) / + -`);

/** The language of the words drawn into a picture. */
const languageSchema = z
  .enum(ART_LANGUAGES, { error: `lang must be one of ${ART_LANGUAGES.join(', ')}` })
  .default('en');

export const carMediaParamsSchema = z.object({
  file: z
    .string()
    .regex(
      /^[1-9]\d{0,8}-(?:[1-9]|1[0-2])\.svg$/,
      'file must look like {inventoryId}-{1..12}.svg, e.g. 12-1.svg',
    )
    .transform((file) => Number(file.slice(0, file.indexOf('-')))),
});

export const carMediaQuerySchema = z.object({
  make: nameSchema('make'),
  model: nameSchema('model'),
  year: z.coerce
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(1950, 'year must be 1950 or later')
    .max(2100, 'year must be 2100 or earlier'),
  color: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'color is required' : 'color must be given once, as text',
    })
    .max(40, 'color must be at most 40 characters')
    .refine(
      (c) => resolvePaint(c) !== null,
      'color must be a known colour name (e.g. Silver, Pearl White) or #rrggbb',
    ),
  view: z
    .enum(CAR_VIEW_KEYS, { error: `view must be one of ${CAR_VIEW_KEYS.join(', ')}` })
    .default('side'),
  body: z
    .enum(BODY_TYPES, { error: `body must be one of ${BODY_TYPES.join(', ')}` })
    .default('sedan'),
  lang: languageSchema,
});

export type CarMediaQuery = z.infer<typeof carMediaQuerySchema>;

const artFileSchema = z.object({
  file: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,59}\.svg$/,
      'file must be a lower-case name ending in .svg, e.g. my-1.svg',
    ),
});

const toneSchema = z.enum(Object.keys(TONES) as [Tone, ...Tone[]], {
  error: `tone must be one of ${Object.keys(TONES).join(', ')}`,
});

export const artParamsSchema = artFileSchema;

export const bannerArtQuerySchema = z.object({
  headline: z
    .string({ error: 'headline is required' })
    .trim()
    .min(1, 'headline is required')
    .max(60, 'headline must be at most 60 characters')
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N} .,'&()/+!?%:-]*$/u,
      "headline may only contain letters, digits, spaces and . , ' & ( ) / + ! ? % : -",
    ),
  tone: toneSchema,
});

export const logoArtQuerySchema = z.object({
  initials: z
    .string({ error: 'initials is required' })
    .regex(/^\p{Lu}{1,3}$/u, 'initials must be 1 to 3 capital letters'),
  tone: toneSchema,
});

export const closeupQuerySchema = z.object({
  kind: z.enum(CLOSEUP_KINDS, { error: `kind must be one of ${CLOSEUP_KINDS.join(', ')}` }),
  color: z
    .string({ error: 'color is required' })
    .max(40, 'color must be at most 40 characters')
    .refine(
      (c) => resolvePaint(c) !== null,
      'color must be a known colour name (e.g. Silver, Pearl White) or #rrggbb',
    ),
  mileage: z.coerce
    .number({ error: 'mileage must be a number' })
    .int('mileage must be a whole number')
    .min(0, 'mileage must be at least 0')
    .max(999_999, 'mileage must be at most 999999'),
  lang: languageSchema,
});
