/**
 * Whether a query failed on a unique index (SQLSTATE 23505), on either driver and whether or not the query
 * builder wrapped the driver's error: the loser of a race for the same display name gets a 409, not a 500.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      return (
        candidate.constraint === constraint ||
        (typeof candidate.message === 'string' && candidate.message.includes(constraint))
      );
    }
    current = candidate.cause;
  }
  return false;
}
