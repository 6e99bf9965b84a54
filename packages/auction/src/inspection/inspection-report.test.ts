import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSPECTION_RATINGS,
  INSPECTION_SECTIONS,
  checkPublishable,
  inspectionScore,
  isInspectionRating,
  type InspectionRating,
  type ReportSection,
} from './inspection-report';

const rating = fc.constantFrom(...INSPECTION_RATINGS);
const fullReport = (rate: (key: string) => InspectionRating, notes = 'Checked.'): ReportSection[] =>
  INSPECTION_SECTIONS.map((s) => ({ key: s.key, rating: rate(s.key), notes }));

describe('INS-1 the rating scale', () => {
  it('only 100, 75, 50 and 25 are ratings', () => {
    for (const value of [100, 75, 50, 25]) expect(isInspectionRating(value)).toBe(true);
    for (const value of [0, 1, 24, 26, 60, 99, 101, '100', null, 75.5])
      expect(isInspectionRating(value)).toBe(false);
  });
});

describe('INS-2 the score is the rounded mean of the rated sections', () => {
  it('nothing rated has no score', () => {
    expect(inspectionScore([])).toBeNull();
  });
  it('one section gives its own rating', () => {
    expect(inspectionScore([75])).toBe(75);
  });
  it('a half rounds up: 100 and 75 score 88', () => {
    expect(inspectionScore([100, 75])).toBe(88);
  });
  it('five core sections 100, 75, 75, 50, 25 score 65', () => {
    expect(inspectionScore([100, 75, 75, 50, 25])).toBe(65);
  });
  it('always lies between the lowest and the highest rating given', () => {
    fc.assert(
      fc.property(fc.array(rating, { minLength: 1, maxLength: 8 }), (ratings) => {
        const score = inspectionScore(ratings)!;
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(score).toBeLessThanOrEqual(Math.max(...ratings));
      }),
    );
  });
  it('does not depend on the order of the sections', () => {
    fc.assert(
      fc.property(fc.array(rating, { minLength: 1, maxLength: 8 }), (ratings) => {
        expect(inspectionScore([...ratings].reverse())).toBe(inspectionScore(ratings));
      }),
    );
  });
});

describe('INS-3 what a published report needs', () => {
  it('every section rated with a summary is publishable, with its score', () => {
    const result = checkPublishable({ summary: 'Good car.', sections: fullReport(() => 75) });
    expect(result).toEqual({ ok: true, value: { score: 75 } });
  });
  it('an optional section left unrated is left out, and does not count in the score', () => {
    const sections = fullReport(() => 100).filter((s) => s.key !== 'underbody');
    expect(checkPublishable({ summary: 'Fine.', sections })).toEqual({
      ok: true,
      value: { score: 100 },
    });
  });
  it('a core section unrated and an empty summary are refused, each by name', () => {
    const sections = fullReport(() => 75).filter((s) => s.key !== 'engine');
    expect(checkPublishable({ summary: '  ', sections })).toEqual({
      ok: false,
      code: 'inspection_incomplete',
      problems: {
        summary: 'is required to publish',
        'sections.engine': 'must be rated to publish',
      },
    });
  });
  it('a fair or poor rating without notes is refused; a good one without notes is not', () => {
    const sections = fullReport((key) => (key === 'interior' ? 50 : 75), '');
    const result = checkPublishable({ summary: 'Used.', sections });
    expect(result).toEqual({
      ok: false,
      code: 'inspection_incomplete',
      problems: { 'sections.interior': 'needs notes when rated fair or poor' },
    });
  });
});
