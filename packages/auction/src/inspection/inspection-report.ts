import { fail, ok, type Result } from '../core/result';

/** The condition scale of the spec (§3): excellent 100, good 75, fair 50, poor 25 (INS-1). */
export const INSPECTION_RATINGS = [100, 75, 50, 25] as const;
export type InspectionRating = (typeof INSPECTION_RATINGS)[number];

/**
 * The sections of a report, in the order a report shows them. Core sections are on every
 * published report; the others are left out when the inspector could not check them (INS-3).
 */
export const INSPECTION_SECTIONS = [
  { key: 'exterior', name: 'Exterior', isCore: true },
  { key: 'interior', name: 'Interior', isCore: true },
  { key: 'engine', name: 'Engine', isCore: true },
  { key: 'transmission', name: 'Transmission', isCore: true },
  { key: 'suspension_steering', name: 'Suspension & steering', isCore: false },
  { key: 'electrical', name: 'Electrical', isCore: false },
  { key: 'tyres_brakes', name: 'Tyres & brakes', isCore: true },
  { key: 'underbody', name: 'Underbody', isCore: false },
] as const;
export type InspectionSectionKey = (typeof INSPECTION_SECTIONS)[number]['key'];
export const INSPECTION_SECTION_KEYS = INSPECTION_SECTIONS.map((s) => s.key) as [
  InspectionSectionKey,
  ...InspectionSectionKey[],
];

/** A rating at or below this needs notes saying what is wrong (INS-3). */
export const NOTES_REQUIRED_AT_OR_BELOW: InspectionRating = 50;

/** Whether a number is one of the four ratings of the scale (INS-1). */
export function isInspectionRating(value: unknown): value is InspectionRating {
  return (INSPECTION_RATINGS as readonly unknown[]).includes(value);
}

/**
 * The report's score (INS-2): the mean of the rated sections, rounded half up, so it always lies
 * between 25 and 100; `null` while nothing is rated.
 */
export function inspectionScore(ratings: readonly InspectionRating[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce<number>((total, rating) => total + rating, 0);
  return Math.round(sum / ratings.length);
}

export interface ReportSection {
  key: string;
  rating: InspectionRating;
  notes: string;
}

export interface IncompleteReport {
  code: 'inspection_incomplete';
  /** What is missing, by field: `summary` or `sections.<key>`. */
  problems: Record<string, string>;
}

/**
 * Whether a draft may be published (INS-3): a summary, every core section rated, and notes on
 * every section rated fair or poor. Optional sections not rated are simply not on the report.
 */
export function checkPublishable(report: {
  summary: string;
  sections: readonly ReportSection[];
}): Result<{ score: number }, IncompleteReport> {
  const problems: Record<string, string> = {};
  if (report.summary.trim().length === 0) problems.summary = 'is required to publish';
  for (const section of INSPECTION_SECTIONS) {
    const rated = report.sections.find((s) => s.key === section.key);
    if (!rated) {
      if (section.isCore) problems[`sections.${section.key}`] = 'must be rated to publish';
    } else if (rated.rating <= NOTES_REQUIRED_AT_OR_BELOW && rated.notes.trim().length === 0) {
      problems[`sections.${section.key}`] = 'needs notes when rated fair or poor';
    }
  }
  const score = inspectionScore(report.sections.map((s) => s.rating));
  if (Object.keys(problems).length > 0 || score === null)
    return fail({ code: 'inspection_incomplete', problems });
  return ok({ score });
}
