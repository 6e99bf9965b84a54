import { describe, expect, it } from 'vitest';
import type { StaffInspection } from '@autobid/contract';
import { formOf, inputOf, publishProblems, saveProblems, scoreOf } from './draft-form';

const draft: StaffInspection = {
  id: 1,
  version: 2,
  status: 'draft',
  revision: 3,
  score: 88,
  summary: 'Clean.',
  sections: [
    { key: 'exterior', name: 'Exterior', rating: 75, notes: 'Scratch.' },
    { key: 'engine', name: 'Engine', rating: 100, notes: '' },
  ],
  photos: [
    {
      id: 'p1',
      url: '/media/inspections/1/p1-display.webp',
      thumbnail_url: '/media/inspections/1/p1-thumbnail.webp',
      caption: 'Bumper',
      width: 10,
      height: 10,
    },
  ],
  inspector: null,
  inspected_at: '2026-01-01T00:00:00.000Z',
  published_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the inspection editor form', () => {
  it('a saved draft opens with its ratings, notes and captions, and saves back the same', () => {
    const form = formOf(draft);
    expect(form.sections.exterior).toEqual({ rating: 75, notes: 'Scratch.' });
    expect(form.sections.underbody).toEqual({ rating: null, notes: '' });
    expect(inputOf(form, 3)).toEqual({
      revision: 3,
      summary: 'Clean.',
      sections: [
        { key: 'exterior', rating: 75, notes: 'Scratch.' },
        { key: 'engine', rating: 100, notes: '' },
      ],
      photos: [{ id: 'p1', caption: 'Bumper' }],
    });
    expect(scoreOf(form)).toBe(88);
  });

  it('unrated core sections, a missing summary and a poor rating without notes stop publishing', () => {
    const form = formOf({ ...draft, summary: ' ' });
    form.sections.interior = { rating: 25, notes: '' };
    expect(publishProblems(form)).toEqual({
      summary: 'summaryNeeded',
      interior: 'notesNeeded',
      transmission: 'ratingNeeded',
      tyres_brakes: 'ratingNeeded',
    });
  });

  it('notes on an unrated section are not saved silently', () => {
    const form = formOf(draft);
    form.sections.underbody = { rating: null, notes: 'Rust.' };
    expect(saveProblems(form)).toEqual({ underbody: 'notesWithoutRating' });
  });
});
