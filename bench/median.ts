/** The item whose value is the median (the lower middle of an even count); undefined when none. */
export function medianBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
