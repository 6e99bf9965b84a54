import type { Report } from './report';

/**
 * The measured figures of a full `npm run bench`, kept beside the page they make
 * (`docs/benchmarks.json`), so that a change to how the page is written can be applied to the
 * figures it already shows without measuring again (`npm run bench:report`).
 *
 * JSON as it is, except for what plain JSON would lose or change: a date, a `Map`, and a number
 * that is not finite (a percentile of nothing is NaN, and reads `–` on the page, not `0`).
 */
export const RESULTS_VERSION = 1;

interface Saved {
  version: number;
  report: unknown;
}

type Tagged = { $date: string } | { $map: [unknown, unknown][] } | { $number: string };

function encode(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Date) return { $date: raw.toISOString() };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  if (typeof raw === 'number' && !Number.isFinite(raw)) return { $number: String(raw) };
  return value;
}

function decode(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  const tagged = value as Tagged;
  if ('$date' in tagged) return new Date(tagged.$date);
  if ('$map' in tagged) return new Map(tagged.$map);
  if ('$number' in tagged) return Number(tagged.$number);
  return value;
}

/** A full run's report input as the text of `docs/benchmarks.json`. */
export function encodeResults(report: Report): string {
  const saved: Saved = { version: RESULTS_VERSION, report };
  return `${JSON.stringify(saved, encode, 2)}\n`;
}

/** The report input `encodeResults` wrote; throws on a file of another version or shape. */
export function decodeResults(text: string): Report {
  const saved = JSON.parse(text, decode) as Partial<Saved> | null;
  if (!saved || typeof saved !== 'object' || saved.version !== RESULTS_VERSION)
    throw new Error(
      `not a results file of version ${RESULTS_VERSION}: run \`npm run bench\` to measure afresh`,
    );
  const report = saved.report as Partial<Report> | undefined;
  if (!report || !(report.date instanceof Date) || !Array.isArray(report.bid) || !report.machine)
    throw new Error('the results file has no date, machine or bid results');
  return report as Report;
}
