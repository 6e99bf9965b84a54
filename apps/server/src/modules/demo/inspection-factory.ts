import type { InspectionSectionRow, LocalizedText, Translations } from '../../db/schema';
import { INSPECTION_SECTIONS, RATING_WORDS, type Rating } from './inspection-notes';
import type { Random } from './random';

export interface InspectionSpec {
  score: number;
  summary: string;
  summaryTranslations: Translations;
  sections: InspectionSectionRow[];
}

/** The Indonesian and Thai of a text written in English. */
export function translationsOf(text: LocalizedText): Translations {
  return { id: text.id, th: text.th };
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
    const notes = random.pick(template.notes[rating]);
    return {
      key: template.key,
      name: template.name,
      rating,
      notes: notes.en,
      notesTranslations: translationsOf(notes),
    };
  });
  const score = Math.round(sections.reduce((sum, s) => sum + s.rating, 0) / sections.length);
  const summary = summarise(score, sections);
  return { score, summary: summary.en, summaryTranslations: translationsOf(summary), sections };
}

/**
 * The Indonesian and Thai of a demo report written before reports carried them, found from its
 * English notes; a note the templates do not know stays as written.
 */
export function translateInspection(report: {
  score: number;
  sections: readonly InspectionSectionRow[];
}): { summaryTranslations: Translations; sections: InspectionSectionRow[] } {
  const sections = report.sections.map((section) => {
    const template = INSPECTION_SECTIONS.find((s) => s.key === section.key);
    const notes = template?.notes[section.rating].find((n) => n.en === section.notes);
    return notes ? { ...section, notesTranslations: translationsOf(notes) } : section;
  });
  return { summaryTranslations: translationsOf(summarise(report.score, sections)), sections };
}

function pickRating(wear: number, random: Random): Rating {
  const roll = random.next() + wear * 0.9;
  if (roll < 0.55) return 100;
  if (roll < 1.15) return 75;
  if (roll < 1.6) return 50;
  return 25;
}

const GRADES: readonly [number, LocalizedText][] = [
  [90, { en: 'Excellent', id: 'sangat baik', th: 'ดีเยี่ยม' }],
  [70, { en: 'Good', id: 'baik', th: 'ดี' }],
  [50, { en: 'Fair', id: 'cukup', th: 'พอใช้' }],
  [0, { en: 'Poor', id: 'kurang', th: 'ต้องปรับปรุง' }],
];

function summarise(score: number, sections: readonly InspectionSectionRow[]): LocalizedText {
  const grade = GRADES.find(([floor]) => score >= floor)![1];
  const weakest = sections.reduce((low, s) => (s.rating < low.rating ? s : low));
  if (weakest.rating === 100) {
    return {
      en: `${grade.en} condition overall; no defects found.`,
      id: `Kondisi keseluruhan ${grade.id}; tidak ditemukan cacat.`,
      th: `สภาพโดยรวม${grade.th} ไม่พบข้อบกพร่อง`,
    };
  }
  const area = INSPECTION_SECTIONS.find((s) => s.key === weakest.key)?.phrase ?? {
    en: weakest.name.toLowerCase(),
    id: weakest.name.toLowerCase(),
    th: weakest.name,
  };
  const rating = RATING_WORDS[weakest.rating];
  return {
    en: `${grade.en} condition overall; weakest area ${area.en} (${rating.en}).`,
    id: `Kondisi keseluruhan ${grade.id}; bagian terlemah ${area.id} (${rating.id}).`,
    th: `สภาพโดยรวม${grade.th} จุดที่ด้อยที่สุดคือ${area.th} (${rating.th})`,
  };
}
