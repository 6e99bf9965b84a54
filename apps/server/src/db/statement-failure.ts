/**
 * Whether a statement that ran on its own (no transaction around it) and failed with `error`
 * wrote nothing: PostgreSQL (or PGlite, which is PostgreSQL) answered it with an error, whose
 * severity and SQLSTATE the driver's error carries, so its implicit transaction rolled back. Any
 * other failure (a lost connection, an error after the answer came) leaves it unknown: the
 * statement may have committed.
 */
export function isRolledBack(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps the driver's error as its cause.
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const { severity, code } = current as { severity?: unknown; code?: unknown };
    if (typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
