/** The outcome of a rule that can reject: either a value or a stable rejection code with details. */
export type Result<T, E extends { code: string }> = { ok: true; value: T } | ({ ok: false } & E);

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Wraps a rejection as a failed {@link Result}. */
export function fail<const E extends { code: string }>(error: E): { ok: false } & E {
  return { ok: false, ...error };
}
