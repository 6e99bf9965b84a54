import {
  INSPECTION_SECTIONS,
  NOTES_REQUIRED_AT_OR_BELOW,
  inspectionScore,
  type InspectionRating,
  type InspectionSectionKey,
} from '@autobid/auction';
import type { InspectionDraftInput, StaffInspection } from '@autobid/contract';

export interface SectionValue {
  rating: InspectionRating | null;
  notes: string;
}

/** What the editor holds while the inspector types: every section, rated or not. */
export interface DraftForm {
  summary: string;
  sections: Record<InspectionSectionKey, SectionValue>;
  captions: Record<string, string>;
}

/** Why a field stops publishing (INS-3), or why notes cannot be saved without a rating. */
export type FieldProblem = 'ratingNeeded' | 'notesNeeded' | 'notesWithoutRating' | 'summaryNeeded';

export function formOf(draft: StaffInspection): DraftForm {
  const sections = Object.fromEntries(
    INSPECTION_SECTIONS.map((template) => {
      const saved = draft.sections.find((s) => s.key === template.key);
      return [template.key, { rating: saved?.rating ?? null, notes: saved?.notes ?? '' }];
    }),
  ) as DraftForm['sections'];
  const captions = Object.fromEntries(draft.photos.map((p) => [p.id, p.caption]));
  return { summary: draft.summary, sections, captions };
}

/** The draft as the server stores it: the rated sections, the summary and the captions. */
export function inputOf(form: DraftForm, revision: number): InspectionDraftInput {
  return {
    revision,
    summary: form.summary,
    sections: INSPECTION_SECTIONS.flatMap((template) => {
      const { rating, notes } = form.sections[template.key];
      return rating === null ? [] : [{ key: template.key, rating, notes }];
    }),
    photos: Object.entries(form.captions).map(([id, caption]) => ({ id, caption })),
  };
}

/** The score as the server will compute it (INS-2), shown while the inspector rates. */
export const scoreOf = (form: DraftForm) =>
  inspectionScore(
    Object.values(form.sections).flatMap((s) => (s.rating === null ? [] : [s.rating])),
  );

/** Notes written on a section left unrated would be lost on save. */
export function saveProblems(form: DraftForm): Partial<Record<string, FieldProblem>> {
  return Object.fromEntries(
    INSPECTION_SECTIONS.flatMap((template) => {
      const { rating, notes } = form.sections[template.key];
      return rating === null && notes.trim() ? [[template.key, 'notesWithoutRating']] : [];
    }),
  );
}

/** What stops publishing (INS-3), by field: `summary` or a section key. */
export function publishProblems(form: DraftForm): Partial<Record<string, FieldProblem>> {
  const problems: Partial<Record<string, FieldProblem>> = saveProblems(form);
  if (!form.summary.trim()) problems.summary = 'summaryNeeded';
  for (const template of INSPECTION_SECTIONS) {
    const { rating, notes } = form.sections[template.key];
    if (rating === null && template.isCore) problems[template.key] = 'ratingNeeded';
    if (rating !== null && rating <= NOTES_REQUIRED_AT_OR_BELOW && !notes.trim())
      problems[template.key] = 'notesNeeded';
  }
  return problems;
}
