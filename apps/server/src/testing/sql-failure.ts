/**
 * The SQLSTATE and message a failed statement answered, through drizzle's wrapping; undefined if
 * it did not fail. Anything that is not a database error is thrown on.
 */
export async function sqlFailure(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    let current: unknown = error;
    for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
      const { code } = current as { code?: unknown };
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
        return `${code} ${current.message}`;
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
  return undefined;
}
