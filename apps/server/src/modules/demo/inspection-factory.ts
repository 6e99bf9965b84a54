import type { InspectionSectionRow } from '../../db/schema';
import { INSPECTION_SECTIONS, RATING_WORDS, type Rating } from './inspection-notes';
import type { Random } from './random';

export interface InspectionSpec {
  score: number;
  summary: string;
  sections: InspectionSectionRow[];
}

/**
 * An inspection report for a car of the given age and mileage: younger, lower-mileage cars rate
 * better, as they do on real reports, so the score tells a dealer something.
 */
export function buildInspection(options: {
  ageYears: number;
  mileageKm: number;
  random: Random;
}): InspectionSpec {
  const { ageYears, mileageKm, random } = options;
  // 0 for a new car, about 1 for a ten-year-old car with 200,000 km.
  const wear = Math.min(1, ageYears / 16 + mileageKm / 400_000);
  const optional = INSPECTION_SECTIONS.filter((s) => !s.isCore);
  const dropped = new Set(
    Array.from({ length: random.int(0, 2) }, () => random.pick(optional).key),
  );
  const sections = INSPECTION_SECTIONS.filter((s) => !dropped.has(s.key)).map((template) => {
    const rating = pickRating(wear, random);
    return {
      key: template.key,
      name: template.name,
      rating,
      notes: random.pick(template.notes[rating]),
    };
  });
  const score = Math.round(sections.reduce((sum, s) => sum + s.rating, 0) / sections.length);
  return { score, summary: summarise(score, sections), sections };
}

function pickRating(wear: number, random: Random): Rating {
  const roll = random.next() + wear * 0.9;
  if (roll < 0.55) return 100;
  if (roll < 1.15) return 75;
  if (roll < 1.6) return 50;
  return 25;
}

function summarise(score: number, sections: readonly InspectionSectionRow[]): string {
  const grade = score >= 90 ? 'Excellent' : score >= 70 ? 'Good' : score >= 50 ? 'Fair' : 'Poor';
  const weakest = sections.reduce((low, s) => (s.rating < low.rating ? s : low));
  if (weakest.rating === 100) return `${grade} condition overall; no defects found.`;
  return `${grade} condition overall; weakest area ${weakest.name.toLowerCase()} (${RATING_WORDS[weakest.rating]}).`;
}
